import { createContext, type HTMLAttributes, useContext } from "react";

/**
 * Static HTML islands (decision 021): markup rendered on the server that the browser keeps
 * as it is, never hydrated and never sent a second time as hydration data.
 *
 * A route's middleware renders the markup and hands it to the document render through the
 * request's router context (`provideServerHtml` in server-html-context.ts; middleware, because a prerendered document
 * reuses its `.data` file's loader data instead of calling loaders, and that data must not
 * hold the markup). entry.server.tsx passes the islands to React (`ServerHtmlProvider`).
 * After a client-side navigation there is no server markup to keep: the route's
 * clientLoader takes the island from the page's document (fetch-island-html.ts), the one copy.
 */
const ServerHtmlContext = createContext<ReadonlyMap<string, string> | null>(null);
export const ServerHtmlProvider = ServerHtmlContext.Provider;

/** An island's markup from the server render; undefined in the browser. */
export function useServerHtml(id: string): string | undefined {
  return useContext(ServerHtmlContext)?.get(id);
}

type IslandProps = Omit<HTMLAttributes<HTMLElement>, "dangerouslySetInnerHTML" | "children"> & {
  id: string;
  /** The markup from loader data: present after a client-side navigation, else null. */
  html: string | null;
  as?: "div" | "ul";
  ref?: React.Ref<HTMLElement>;
};

/**
 * Renders an island: the server's markup on the server, the loader's markup after a
 * client-side navigation, and otherwise keeps what the document holds (React leaves the
 * inner HTML of an element with `dangerouslySetInnerHTML` alone while hydrating, and only
 * rewrites it when the prop changes).
 */
export function StaticHtml({ id, html, as: Tag = "div", ref, ...props }: IslandProps) {
  const server = useServerHtml(id);
  return (
    <Tag
      {...props}
      ref={ref as React.Ref<never>}
      id={id}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html ?? server ?? "" }}
    />
  );
}
