import { Outlet } from "react-router";
import type { Route } from "./+types/site-layout";
import { ErrorScreen } from "~/components/layout/error-screen";
// STUB: the shell work adds the header, footer and the 404 screen inside the shell.
export default function SiteLayout() {
  return <Outlet />;
}
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
