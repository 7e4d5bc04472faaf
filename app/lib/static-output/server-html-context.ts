import type { RouterContextProvider } from "react-router";
import { sharedRouterContext } from "~/config/shared-context";

/**
 * The request's kept markup (server-html.tsx, kept-html.tsx), by id. Set by route middleware on
 * the server and read by entry.server.tsx; kept out of the browser's modules.
 */
export const serverHtmlContext = sharedRouterContext<Map<string, string> | null>(
  "server-html",
  null,
);

export function provideServerHtml(
  context: Readonly<RouterContextProvider>,
  id: string,
  html: string,
): void {
  let islands = context.get(serverHtmlContext);
  if (!islands) {
    islands = new Map();
    context.set(serverHtmlContext, islands);
  }
  islands.set(id, html);
}
