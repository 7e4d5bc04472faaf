import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type LocalServer = { server: Server; port: number; origin: string; close(): Promise<void> };

/**
 * A small HTTP server on a free loopback port, standing in for something the app talks to
 * (a target site, an upstream proxy, an LLM API). Not for the app itself: that is
 * tests/api/test-server.ts or scripts/built-server.mjs.
 */
export async function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<LocalServer> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
