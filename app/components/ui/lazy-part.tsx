import {
  Component,
  type ComponentType,
  type ReactNode,
  lazy,
  useEffect,
  useState,
  useSyncExternalStore,
} from "react";
import { CODE_LOAD_ERROR_TEXT, isCodeLoadError } from "~/lib/code-loading/code-loading";
import { applyAllStylesheets } from "~/lib/static-output/app-stylesheets";
import { cn } from "./cn";

/**
 * Where the notice goes when the part's code fails to load: in the part's place ("inline"), in
 * a panel over the page's foot for a part that would have opened over the page, a dialog or a
 * toast ("floating", one such panel at a time), or nowhere, when another part's notice already
 * says it ("none").
 */
export type LoadFailureNotice = "inline" | "floating" | "none";

type PartProps = { notice?: LoadFailureNotice; children: ReactNode };

const FLOATING_PLACEMENT = "fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md bg-card shadow-lg";

/**
 * Catches a lazy part's failed code load, so that only the part says so instead of the whole
 * page falling to the route's error screen. Any other error goes on to the route's boundary:
 * a bug is not hidden as a network problem. `lazyPart` puts one around each part; a lazy
 * component made another way (the plan selector's preloaded one) is wrapped in it directly.
 */
export class LazyPartBoundary extends Component<PartProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isCodeLoadError(error)) throw error;
    const { notice = "inline" } = this.props;
    if (notice === "none") return null;
    return notice === "floating" ? <FloatingNotice /> : <NoticePanel />;
  }
}

/** The notice itself: what happened, and the one thing that helps (a reload). */
function NoticePanel({ floating = false }: { floating?: boolean }) {
  return (
    <div
      role="alert"
      className={cn(
        "rounded-lg border border-border p-3 text-sm text-muted-foreground",
        floating && FLOATING_PLACEMENT,
      )}
    >
      <p>{CODE_LOAD_ERROR_TEXT}</p>
      <button
        type="button"
        className="mt-2 font-medium text-primary underline underline-offset-4"
        onClick={() => window.location.reload()}
      >
        Reload the page
      </button>
    </div>
  );
}

/**
 * The floating notices mounted now, oldest first. They would all sit in the same place and say
 * the same thing (the mobile menu and the directory's filter sheet can fail one after the
 * other), so only the oldest is shown; when it goes, the next one takes its place.
 */
const floatingNotices = new Set<symbol>();
const floatingListeners = new Set<() => void>();

function subscribeToFloatingNotices(listener: () => void) {
  floatingListeners.add(listener);
  return () => void floatingListeners.delete(listener);
}

function setFloatingNotice(id: symbol, mounted: boolean) {
  if (mounted) floatingNotices.add(id);
  else floatingNotices.delete(id);
  for (const listener of floatingListeners) listener();
}

function FloatingNotice() {
  const [id] = useState(() => Symbol("floating notice"));
  useEffect(() => {
    setFloatingNotice(id, true);
    return () => setFloatingNotice(id, false);
  }, [id]);
  const shown = useSyncExternalStore(
    subscribeToFloatingNotices,
    () => floatingNotices.values().next().value,
    () => undefined,
  );
  return shown === id ? <NoticePanel floating /> : null;
}

/**
 * A component whose code loads when it first renders (React.lazy, inside the caller's
 * Suspense). If the code cannot load, a short notice with a reload button says so (`notice`:
 * where); the rest of the page keeps working.
 *
 * `notice: "enclosing"` gives the part no boundary of its own, for a part rendered once per item
 * of a list: the caller wraps the whole list in one `LazyPartBoundary`, so a failed load shows
 * one notice in the list's place instead of one per item (and none inside a `<ul>`).
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { notice?: LoadFailureNotice | "enclosing" } = {},
): ComponentType<P> {
  // What a part renders may need more than the page's inline CSS: the full stylesheet first
  // (in the browser; a part rendered on the server has no stylesheet to wait for).
  const stylesheets = () => (typeof document === "undefined" ? null : applyAllStylesheets());
  const Loaded = lazy(() =>
    Promise.all([load(), stylesheets()]).then(([component]) => ({ default: component })),
  );
  const { notice } = options;
  if (notice === "enclosing") return Loaded as ComponentType<P>;
  const Part = (props: P) => (
    <LazyPartBoundary notice={notice}>
      <Loaded {...props} />
    </LazyPartBoundary>
  );
  return Part;
}
