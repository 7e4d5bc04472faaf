import { isRouteErrorResponse } from "react-router";
// STUB: the shell work styles this and shows the not-found screen for 404s.
export function ErrorScreen({ error }: { error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return <main><h1>{notFound ? "Page Not Found" : "Something went wrong"}</h1></main>;
}
