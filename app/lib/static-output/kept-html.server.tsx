import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, type MiddlewareFunction } from "react-router";
import { provideServerHtml } from "./server-html-context";

/**
 * Route middleware for a KeptHtml island whose markup never changes: it is drawn once per
 * process, on the server, and handed to the document render. The router is there for
 * `<Link>`, which writes the same `<a href data-discover>` as in the page.
 */
export function keptHtmlMiddleware(
  id: string,
  render: () => ReactNode,
): MiddlewareFunction<Response> {
  let html: string | undefined;
  return ({ context }, next) => {
    html ??= renderToStaticMarkup(<MemoryRouter>{render()}</MemoryRouter>);
    provideServerHtml(context, id, html);
    return next();
  };
}
