import type { ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { LogOut } from "lucide-react";
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuLink,
} from "~/components/ui/sidebar";
import { SidebarProvider, SidebarTrigger, useSidebar } from "~/components/ui/sidebar-provider";
import { Spinner } from "~/components/ui/spinner";
import { adminShell as copy } from "~/copy/admin";
import { AdminBrandMark, AdminIcon } from "./admin-icon";

/** The sign-out action the page provides (the shell knows nothing of sessions). */
export type SignOutControl = { signOut: () => void; pending: boolean };

function AdminSidebar({
  username,
  signOut: { signOut, pending },
}: {
  username: string;
  signOut: SignOutControl;
}) {
  const { collapsed } = useSidebar();
  return (
    <Sidebar title={copy.title} description={copy.description}>
      <SidebarHeader>
        <AdminBrandMark className="size-7" />
        <p className={collapsed ? "sr-only" : "truncate text-base font-semibold"}>{copy.title}</p>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label="Admin">
          <SidebarMenu>
            {copy.nav.map((link) => (
              <SidebarMenuLink
                key={link.href}
                to={link.href}
                label={link.label}
                icon={<AdminIcon name={link.icon} />}
              />
            ))}
          </SidebarMenu>
        </nav>
      </SidebarContent>
      <SidebarFooter className="grid gap-1">
        {collapsed ? null : (
          <p className="truncate px-2.5 py-1 text-xs text-muted-foreground">
            {copy.signedInAs} <span className="font-medium text-foreground">{username}</span>
          </p>
        )}
        <SidebarMenuButton
          icon={<LogOut />}
          label={copy.signOut}
          onClick={signOut}
          disabled={pending}
        />
      </SidebarFooter>
    </Sidebar>
  );
}

/** Whether a client navigation to another admin page is loading (its session check runs first). */
function useAdminNavigationPending(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === "loading" && navigation.location.pathname !== pathname;
}

/** The admin frame: the collapsible sidebar, a top bar with its toggle, and the page. */
export function AdminShell({
  username,
  sidebarOpen,
  signOut,
  children,
}: {
  username: string;
  sidebarOpen: boolean;
  signOut: SignOutControl;
  children: ReactNode;
}) {
  const pending = useAdminNavigationPending();
  return (
    <SidebarProvider defaultOpen={sidebarOpen} cookiePath="/admin" sidebarId="admin-sidebar">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-lg focus:bg-primary focus:px-4 focus:py-2 focus:text-sm focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <AdminSidebar username={username} signOut={signOut} />
      <SidebarInset>
        <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur">
          <SidebarTrigger />
        </header>
        <main
          id="main"
          tabIndex={-1}
          aria-busy={pending}
          className="relative flex-1 focus:outline-none"
        >
          {pending ? (
            <div className="absolute inset-0 z-10 flex justify-center bg-background/70 pt-24">
              <Spinner label={copy.loading} />
            </div>
          ) : null}
          <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">{children}</div>
        </main>
      </SidebarInset>
    </SidebarProvider>
  );
}
