import { Outlet } from "react-router";
import type { Route } from "./+types/site-layout";
import { ErrorScreen } from "~/components/layout/error-screen";
import { SiteShell } from "~/components/layout/site-shell";
import { footerLocations } from "~/components/layout/footer-locations";

/** The footer's location links, computed here so the location catalogue stays off the client. */
export function loader() {
  return { footerLocations: footerLocations() };
}

export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

/** A layout's boundary replaces the layout, so it draws the shell itself. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <SiteShell>
      <ErrorScreen error={error} />
    </SiteShell>
  );
}
