import { isRouteErrorResponse } from "react-router";
import { House, TriangleAlert } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { NotFound } from "./not-found";
import { StatusScreen } from "./status-screen";

/** What a route error boundary shows: the not-found screen for 404s, a friendly message otherwise. */
export function ErrorScreen({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  // Details only while developing; production never shows a stack trace.
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <StatusScreen
      icon={<TriangleAlert className="size-8" aria-hidden="true" />}
      code={isRouteErrorResponse(error) ? String(error.status) : undefined}
      heading="Something went wrong"
      text="We hit an unexpected problem loading this page. Please try again in a moment."
    >
      <ButtonLink size="lg" to="/" reloadDocument>
        <House aria-hidden="true" />
        Go to Home
      </ButtonLink>
      {details ? (
        <pre className="mt-6 max-w-full overflow-auto rounded-lg bg-muted p-4 text-left text-xs">
          {details}
        </pre>
      ) : null}
    </StatusScreen>
  );
}
