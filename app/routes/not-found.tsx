import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { notFoundMeta } from "~/lib/seo/meta";
import { publicConfigFromMatches } from "~/config/public-config";
import { ErrorScreen } from "~/components/layout/error-screen";

/** Any path no other route claims: the not-found screen with HTTP 404. */
export function loader(): never {
  throw data(null, { status: 404 });
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
