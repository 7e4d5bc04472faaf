import { type MouseEvent, type Ref, useEffect, useState } from "react";
import { type NavigateFunction, useLocation, useNavigate } from "react-router";
import {
  KEPT_ATTRIBUTE,
  fetchIslandHtml,
  fetchPageDocument,
  keptMarkup,
} from "./fetch-island-html";
import { useServerHtml } from "./server-html";

/**
 * In the browser: each kept element's markup (by id, or id and path), from the document that
 * had it, or from the page's document a navigation fetched (the newer, when both exist).
 */
const kept = new Map<string, string>();

/**
 * The document a route's client middleware fetched for the page it navigates to, and the keys
 * already taken from it (each element is read once: serialising a large one, the directory's
 * 400 KB of cards, on every render would cost more than the navigation saved).
 */
let preloaded: { pathname: string; page: Document; taken: Set<string> } | undefined;

/**
 * Client middleware for a route whose page holds kept markup: a client-side navigation to it
 * waits for the page's own document as it waits for the page's data, so the page is never
 * drawn without its markup. Middleware rather than a clientLoader, which would split the
 * page's data into two requests. If the document cannot be fetched, the page is drawn and
 * `KeptHtml` tries again; a navigation within the page (a hash) fetches nothing.
 */
export async function keptHtmlClientMiddleware(
  { request }: { request: Request },
  next: () => Promise<unknown>,
): Promise<void> {
  const { pathname } = new URL(request.url);
  if (pathname === window.location.pathname) {
    await next();
    return;
  }
  await Promise.all([
    next(),
    fetchPageDocument(pathname).then(
      (page) => (preloaded = { pathname, page, taken: new Set() }),
      () => {},
    ),
  ]);
}

/** The path of the document the browser loaded (before any client-side navigation). */
const documentPath = typeof window === "undefined" ? null : window.location.pathname;

/**
 * Server markup the browser keeps as it is (decision 021): static content that is never
 * hydrated and never sent a second time as hydration data, so its components are not in any
 * page's JavaScript either.
 *
 * A route's middleware renders the markup and hands it to the document render
 * (`provideServerHtml`, or `keptHtmlMiddleware` for markup that never changes). In the browser
 * the element keeps the document's copy; React leaves the inner HTML of an element with
 * `dangerouslySetInnerHTML` alone while hydrating, and rewrites it only when the markup
 * changes. After a client-side navigation the markup comes from the page's own document,
 * which the route's client middleware (`keptHtmlClientMiddleware`) fetched beside the page's
 * data, so the page is drawn with it; without that middleware, or if that fetch failed, the
 * element fetches the document once it is drawn.
 *
 * Without `perPage`, the markup is the same on every page that shows it (the site footer):
 * the first copy is remembered for later mounts. With `perPage` it differs from page to page
 * (a tool page's notes, a blog article's body): it is remembered per path and taken from the
 * document only on the page the document is.
 *
 * Links inside behave as `<Link>` did: a plain same-origin click navigates client-side.
 */
export function KeptHtml({
  id,
  as: Tag = "div",
  perPage = false,
  ref,
  ...props
}: {
  id: string;
  as?: "div" | "footer" | "ul" | "g";
  perPage?: boolean;
  ref?: Ref<HTMLElement>;
  className?: string;
  hidden?: boolean;
  "data-slot"?: string;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const island = useServerHtml(id);
  const key = perPage ? `${id} ${pathname}` : id;
  if (typeof document !== "undefined") {
    // Fetched for this navigation: newer than a copy remembered from an earlier visit.
    let fetchedFirst: string | undefined;
    if (preloaded?.pathname === pathname && !preloaded.taken.has(key)) {
      preloaded.taken.add(key);
      fetchedFirst = keptMarkup(preloaded.page, id);
    }
    if (fetchedFirst) kept.set(key, fetchedFirst);
    else if (!kept.has(key) && (!perPage || pathname === documentPath)) {
      const inDocument = keptMarkup(document, id);
      if (inDocument) kept.set(key, inDocument);
    }
  }
  const [fetched, setFetched] = useState<{ key: string; html: string }>();
  const html = island ?? kept.get(key) ?? (fetched?.key === key ? fetched.html : undefined);
  const missing = html === undefined;
  useEffect(() => {
    if (!missing) return;
    let current = true;
    fetchIslandHtml(pathname, id).then(
      (markup) => {
        if (!current || !markup) return;
        kept.set(key, markup);
        setFetched({ key, html: markup });
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [id, key, pathname, missing]);
  return (
    <Tag
      id={id}
      {...{ [KEPT_ATTRIBUTE]: id }}
      {...props}
      ref={ref as Ref<never>}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html ?? "" }}
      onClick={(event: MouseEvent<Element>) => followLink(event, navigate)}
    />
  );
}

/** What `<Link>` does on a click: a plain, same-origin, same-tab click navigates client-side. */
function followLink(event: MouseEvent<Element>, navigate: NavigateFunction) {
  const link = event.target instanceof Element ? event.target.closest("a") : null;
  if (!link || event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  const to = url.pathname + url.search + url.hash;
  const here = window.location.pathname + window.location.search + window.location.hash;
  void navigate(to, { replace: to === here });
}
