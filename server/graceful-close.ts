import type { Server, ServerResponse } from "node:http";
import { Server as NetServer, type Socket } from "node:net";

/**
 * Stops accepting connections and closes each open one as soon as it is idle, waiting up
 * to `graceMs` for requests in flight. Not http.Server#close(): that also destroys at once
 * every connection whose response has been handed to the socket (`res.end(bigBuffer)`),
 * although the bytes are still buffered, so a speed-test download would be cut short.
 * Here a connection is idle only when its response has been flushed too.
 */
export function trackConnections(server: Server) {
  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });

  const idle = (socket: Socket) => {
    const response = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
    return (!response || response.writableFinished) && socket.writableLength === 0;
  };

  return {
    close(graceMs: number): Promise<void> {
      const closed = new Promise<void>((resolve) =>
        NetServer.prototype.close.call(server, () => resolve()),
      );
      const sweep = () => {
        for (const socket of sockets) if (idle(socket)) socket.destroy();
      };
      sweep();
      const sweeper = setInterval(sweep, 50);
      const deadline = setTimeout(() => {
        for (const socket of sockets) socket.destroy();
      }, graceMs);
      return closed.finally(() => {
        clearInterval(sweeper);
        clearTimeout(deadline);
        // Now that nothing is left, http's own close only stops its header-timeout timer.
        server.close();
      });
    },
  };
}
