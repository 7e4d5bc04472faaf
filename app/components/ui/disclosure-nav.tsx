import {
  createContext,
  useCallback,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "./cn";

/**
 * A navigation bar of dropdown panels, following the WAI-ARIA disclosure navigation
 * pattern (buttons with aria-expanded controlling panels of links). Hand-written rather
 * than Radix NavigationMenu to keep the header's JavaScript small on every page.
 *
 * Timing: a hovered trigger opens after 200 ms, or at once when another panel
 * was open within the last 300 ms; leaving the trigger and its panel closes after 150 ms.
 */
export const navTiming = { openDelayMs: 200, skipDelayMs: 300, closeDelayMs: 150 } as const;

type NavState = {
  openId: string | null;
  /** Opens `id` now, or after the hover delay when `viaHover` and no panel was just open. */
  requestOpen(id: string, viaHover: boolean): void;
  requestClose(): void;
  cancelClose(): void;
  close(): void;
  toggle(id: string): void;
};

const NavContext = createContext<NavState | null>(null);

function useNav(): NavState {
  const state = useContext(NavContext);
  if (!state) throw new Error("DisclosureNav parts must be used inside <DisclosureNav>");
  return state;
}

function useNavState(): NavState {
  const [openId, setOpenId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastClosedAt = useRef(0);
  const openedByHoverAt = useRef(0);
  const clear = useCallback(() => clearTimeout(timer.current), []);
  const close = useCallback(() => {
    clear();
    setOpenId((current) => {
      if (current !== null) lastClosedAt.current = Date.now();
      return null;
    });
  }, [clear]);
  useEffect(() => clear, [clear]);

  return {
    openId,
    requestOpen(id, viaHover) {
      clear();
      const skip = openId !== null || Date.now() - lastClosedAt.current < navTiming.skipDelayMs;
      if (!viaHover || skip) {
        if (viaHover) openedByHoverAt.current = Date.now();
        setOpenId(id);
        return;
      }
      timer.current = setTimeout(() => {
        openedByHoverAt.current = Date.now();
        setOpenId(id);
      }, navTiming.openDelayMs);
    },
    requestClose() {
      clear();
      timer.current = setTimeout(close, navTiming.closeDelayMs);
    },
    cancelClose: clear,
    close,
    toggle(id) {
      // A click right after hover opened the panel confirms it rather than closing it.
      if (openId === id && Date.now() - openedByHoverAt.current < 500) return;
      clear();
      if (openId === id) close();
      else setOpenId(id);
    },
  };
}

export function DisclosureNav({ className, children, ...props }: ComponentProps<"nav">) {
  const state = useNavState();
  const ref = useRef<HTMLElement>(null);
  const { close, openId } = state;

  // A press outside the bar closes it.
  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openId, close]);

  return (
    <NavContext.Provider value={state}>
      <nav
        ref={ref}
        className={className}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
        }}
        {...props}
      >
        <ul className="flex items-center gap-0.5">{children}</ul>
      </nav>
    </NavContext.Provider>
  );
}

export const disclosureTriggerStyle =
  "inline-flex h-10 items-center whitespace-nowrap justify-center gap-1 rounded-lg px-2.5 text-sm font-medium text-foreground/85 transition-colors hover:bg-accent hover:text-accent-foreground aria-expanded:bg-accent aria-expanded:text-accent-foreground aria-[current=page]:text-foreground lg:px-3";

type DisclosureMenuProps = {
  id: string;
  trigger: ReactNode;
  /** Panel class names (its width, for one). */
  panelClassName?: string;
  children: ReactNode;
  /** Called when the pointer or focus first comes near, to fetch the panel's content early. */
  onIntent?: () => void;
};

/** One trigger and its panel. Links inside the panel close it when chosen. */
export function DisclosureMenu({
  id,
  trigger,
  panelClassName,
  children,
  onIntent,
}: DisclosureMenuProps) {
  const nav = useNav();
  const panelId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const open = nav.openId === id;

  const focusFirstLink = () =>
    requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>("a, button")?.focus());

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      nav.close();
      triggerRef.current?.focus();
    } else if (event.key === "ArrowDown" && event.target === triggerRef.current) {
      event.preventDefault();
      nav.requestOpen(id, false);
      focusFirstLink();
    }
  };

  return (
    <li
      onKeyDown={onKeyDown}
      onPointerLeave={(e) => e.pointerType === "mouse" && nav.requestClose()}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        className={cn(disclosureTriggerStyle, "group")}
        onPointerEnter={(event) => {
          onIntent?.();
          if (event.pointerType === "mouse") nav.requestOpen(id, true);
        }}
        onFocus={onIntent}
        onClick={() => nav.toggle(id)}
      >
        {trigger}
        <ChevronDown
          className="size-3.5 opacity-70 transition-transform duration-200 group-aria-expanded:rotate-180"
          aria-hidden="true"
        />
      </button>
      <div
        className="absolute inset-x-0 top-full z-50 flex justify-center px-4 data-[open=false]:hidden lg:top-[calc(100%+0.75rem)] lg:right-auto lg:px-0"
        data-open={open}
      >
        <div
          ref={panelRef}
          id={panelId}
          onPointerEnter={nav.cancelClose}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest("a")) nav.close();
          }}
          className={cn(
            "mt-1.5 max-w-[calc(100vw-2rem)] animate-pop-in rounded-xl border bg-popover p-4 text-popover-foreground shadow-xl shadow-black/10 dark:shadow-black/40",
            panelClassName,
          )}
        >
          {open ? children : null}
        </div>
      </div>
    </li>
  );
}

/** A plain link placed in the bar beside the menus. */
export function DisclosureNavLink({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return <li className={className}>{children}</li>;
}
