import { Outlet } from "react-router";
import type { Route } from "./+types/admin-layout";
import { AdminShell } from "~/components/layout/admin-shell";
import { LazyErrorScreen } from "~/components/layout/lazy-error-screen";
import { parseSidebarOpen, SIDEBAR_COOKIE } from "~/components/ui/sidebar-state";
import { adminContext } from "~/features/auth/request-auth";
import { privatePageHeaders } from "~/features/auth/private-page-headers";
import { requireAdminPage } from "~/features/auth/require-admin-page";
import { useSignOut } from "~/features/auth/use-sign-out";
import { readCookie } from "~/lib/http/cookie-header";

/** Every admin page below this layout needs a session; without one, a redirect to the login page. */
export const middleware: Route.MiddlewareFunction[] = [privatePageHeaders, requireAdminPage];

export function loader({ context, request }: Route.LoaderArgs) {
  return {
    username: context.get(adminContext).username,
    sidebarOpen: parseSidebarOpen(readCookie(request.headers.get("cookie"), SIDEBAR_COOKIE)),
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const signOut = useSignOut();
  return (
    <AdminShell
      username={loaderData.username}
      sidebarOpen={loaderData.sidebarOpen}
      signOut={signOut}
    >
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main" className="min-h-dvh">
      <LazyErrorScreen error={error} />
    </main>
  );
}
