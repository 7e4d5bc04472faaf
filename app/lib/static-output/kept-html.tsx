import { type MouseEvent, useEffect, useState } from "react";
import { type NavigateFunction, useNavigate } from "react-router";
import { fetchIslandHtml } from "./fetch-island-html";
import { useServerHtml } from "./server-html";

/** In the browser: each kept element's markup, from the first document that had it. */
const kept = new Map<string, string>();

/**
 * Markup that is the same on every page that shows it and never changes after it is drawn
 * (the site footer): a middleware renders it on the server (`provideServerHtml`), and the
 * browser keeps the document's copy instead of hydrating it, so its components are not in any
 * page's JavaScript (decision 021, amendment). The first document's copy is remembered for
 * later mounts; a mount in a document that never had it (the first page was an admin page)
 * takes it from the page's own document, as islands do after a client-side navigation.
 *
 * Links inside behave as `<Link>` did: a plain same-origin click navigates client-side.
 */
export function KeptHtml({
  id,
  as: Tag = "div",
  className,
}: {
  id: string;
  as?: "div" | "footer";
  className?: string;
}) {
  const navigate = useNavigate();
  const island = useServerHtml(id);
  if (typeof document !== "undefined" && !kept.has(id)) {
    const html = document.getElementById(id)?.innerHTML;
    if (html) kept.set(id, html);
  }
  const [fetched, setFetched] = useState<string>();
  const html = island ?? kept.get(id) ?? fetched;
  const missing = html === undefined;
  useEffect(() => {
    if (!missing) return;
    let current = true;
    fetchIslandHtml(window.location.href, id).then(
      (markup) => {
        if (!current || !markup) return;
        kept.set(id, markup);
        setFetched(markup);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [id, missing]);
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
function followLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
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
