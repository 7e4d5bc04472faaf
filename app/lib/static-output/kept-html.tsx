import { type MouseEvent, useEffect, useState } from "react";
import { type NavigateFunction, useLocation, useNavigate } from "react-router";
import { fetchIslandHtml, fetchPageDocument } from "./fetch-island-html";
import { useServerHtml } from "./server-html";

/** In the browser: each kept element's markup, from the first document that had it. */
const kept = new Map<string, string>();

/** The document a route's client middleware fetched for the page it navigates to. */
let preloaded: { pathname: string; page: Document } | undefined;

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
      (page) => (preloaded = { pathname, page }),
      () => {},
    ),
  ]);
}

/** The path of the document the browser loaded (before any client-side navigation). */
const documentPath = typeof window === "undefined" ? null : window.location.pathname;

/**
 * Markup that is the same on every page that shows it and never changes after it is drawn
 * (the site footer): a middleware renders it on the server (`provideServerHtml`), and the
 * browser keeps the document's copy instead of hydrating it, so its components are not in any
 * page's JavaScript (decision 021, amendment). The first document's copy is remembered for
 * later mounts; a mount in a document that never had it (the first page was an admin page)
 * takes it from the page's own document, as islands do after a client-side navigation.
 *
 * With `perPage`, the markup differs from page to page (a tool page's notes and call to
 * action): it is remembered per path, taken from the document only on the page the document
 * is, and fetched from the page's own document after a client-side navigation: by the route's
 * client middleware (`keptHtmlClientMiddleware`) before the page is drawn, else once it is.
 *
 * Links inside behave as `<Link>` did: a plain same-origin click navigates client-side.
 */
export function KeptHtml({
  id,
  as: Tag = "div",
  className,
  perPage = false,
}: {
  id: string;
  as?: "div" | "footer" | "g";
  className?: string;
  perPage?: boolean;
}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const island = useServerHtml(id);
  const key = perPage ? `${id} ${pathname}` : id;
  if (typeof document !== "undefined" && !kept.has(key)) {
    const inDocument =
      !perPage || pathname === documentPath ? document.getElementById(id)?.innerHTML : undefined;
    const fetchedFirst =
      preloaded?.pathname === pathname ? preloaded.page.getElementById(id)?.innerHTML : undefined;
    const html = inDocument || fetchedFirst;
    if (html) kept.set(key, html);
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
      className={className}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html ?? "" }}
      onClick={(event) => followLink(event, navigate)}
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
