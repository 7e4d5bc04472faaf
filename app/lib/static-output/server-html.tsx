import { createContext, useContext } from "react";

/**
 * Kept markup's server side (decision 021): markup rendered on the server that the browser
 * keeps as it is (`KeptHtml`), never hydrated and never sent a second time as hydration data.
 *
 * A route's middleware renders the markup and hands it to the document render through the
 * request's router context (`provideServerHtml` in server-html-context.ts; middleware,
 * because a prerendered document reuses its `.data` file's loader data instead of calling
 * loaders, and that data must not hold the markup). entry.server.tsx passes it to React
 * (`ServerHtmlProvider`). After a client-side navigation there is no server markup: `KeptHtml`
 * takes it from the page's own document, the one copy.
 */
const ServerHtmlContext = createContext<ReadonlyMap<string, string> | null>(null);
export const ServerHtmlProvider = ServerHtmlContext.Provider;

/** An island's markup from the server render; undefined in the browser. */
export function useServerHtml(id: string): string | undefined {
  return useContext(ServerHtmlContext)?.get(id);
}
