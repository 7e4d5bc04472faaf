import {
  type ComponentProps,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from "react";
import { PanelLeft } from "lucide-react";
import { buttonClass } from "./button";
import { cn } from "./cn";
import { TooltipProvider } from "./tooltip";
import { isSidebarShortcut, SIDEBAR_MOBILE_QUERY, sidebarCookie } from "./sidebar-state";

type SidebarState = {
  /** Desktop: expanded (16rem) or collapsed to icons (3rem). */
  open: boolean;
  setOpen(open: boolean): void;
  /** Phones: the sheet (18rem) is showing. */
  openMobile: boolean;
  setOpenMobile(open: boolean): void;
  isMobile: boolean;
  /** Icons only: collapsed on a wide screen. */
  collapsed: boolean;
  toggle(): void;
  sidebarId: string;
};

const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error("useSidebar must be used inside <SidebarProvider>");
  return state;
}

function subscribeToQuery(onChange: () => void) {
  const query = window.matchMedia(SIDEBAR_MOBILE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the viewport is phone-sized; false while rendering on the server. */
function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribeToQuery,
    () => window.matchMedia(SIDEBAR_MOBILE_QUERY).matches,
    () => false,
  );
}

/**
 * Holds the sidebar's state: expanded or collapsed on wide screens (remembered in a cookie
 * for 7 days, read back by the server as `defaultOpen` so the first paint is right), and
 * the phone sheet. Ctrl+B or Cmd+B toggles whichever applies.
 */
export function SidebarProvider({
  defaultOpen,
  cookiePath = "/",
  sidebarId,
  children,
}: {
  defaultOpen: boolean;
  cookiePath?: string;
  sidebarId: string;
  children: ReactNode;
}) {
  const [open, setOpenState] = useState(defaultOpen);
  const [openMobile, setOpenMobile] = useState(false);
  const isMobile = useIsMobile();

  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      document.cookie = sidebarCookie(next, cookiePath);
    },
    [cookiePath],
  );
  const toggle = useCallback(() => {
    if (window.matchMedia(SIDEBAR_MOBILE_QUERY).matches) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  const state = useMemo<SidebarState>(
    () => ({
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      collapsed: !open && !isMobile,
      toggle,
      sidebarId,
    }),
    [open, setOpen, openMobile, isMobile, toggle, sidebarId],
  );
  return (
    <SidebarContext.Provider value={state}>
      <TooltipProvider>
        <div data-slot="sidebar-wrapper" className="flex min-h-dvh w-full">
          {children}
        </div>
      </TooltipProvider>
    </SidebarContext.Provider>
  );
}

/** The button that expands or collapses the sidebar (or opens the sheet on a phone). */
export function SidebarTrigger({ className, ...props }: ComponentProps<"button">) {
  const { open, openMobile, isMobile, toggle, sidebarId } = useSidebar();
  return (
    <button
      type="button"
      data-slot="sidebar-trigger"
      aria-label="Toggle sidebar"
      aria-expanded={isMobile ? openMobile : open}
      aria-controls={isMobile ? undefined : sidebarId}
      aria-keyshortcuts="Control+B Meta+B"
      title="Toggle sidebar (Ctrl+B)"
      onClick={toggle}
      className={cn(buttonClass({ variant: "ghost", size: "icon" }), className)}
      {...props}
    >
      <PanelLeft className="size-5" aria-hidden="true" />
    </button>
  );
}
