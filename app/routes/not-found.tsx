import type { Route } from "./+types/not-found";
import { notFoundMeta } from "~/lib/seo/meta";
import { publicConfigFromMatches } from "~/config/public-config";
import { ErrorScreen } from "~/components/layout/error-screen";
import { throwNotFound } from "~/lib/http/not-found";

/** Any path no other route claims: the not-found screen with HTTP 404. */
export function loader(): never {
  throwNotFound();
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  notFoundMeta(location.pathname, publicConfigFromMatches(matches).origin);

/** Never rendered (the loader always throws); the error boundary shows the screen. */
export default function NotFoundRoute() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
