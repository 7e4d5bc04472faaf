import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, type MiddlewareFunction } from "react-router";
import { KEPT_PAGE_ID } from "./kept-page";
import { provideServerHtml } from "./server-html-context";

/**
 * A kept island's markup: rendered without hydration markers, inside a router for `<Link>`,
 * which writes the same `<a href data-discover>` as in the page.
 */
export function renderKeptHtml(node: ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
}

/**
 * Route middleware for a KeptHtml island whose markup never changes: it is drawn once per
 * process, on the server, and handed to the document render.
 */
export function keptHtmlMiddleware(
  id: string,
  render: () => ReactNode,
): MiddlewareFunction<Response> {
  let html: string | undefined;
  return ({ context }, next) => {
    html ??= renderKeptHtml(render());
    provideServerHtml(context, id, html);
    return next();
  };
}

/** Route middleware for a page whose whole body is kept markup (`<KeptPage />`). */
export function keptPageMiddleware(render: () => ReactNode): MiddlewareFunction<Response> {
  return keptHtmlMiddleware(KEPT_PAGE_ID, render);
}
