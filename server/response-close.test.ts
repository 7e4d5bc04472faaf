import { once } from "node:events";
import { createServer } from "node:http";
import { connect } from "node:net";
import type { Response } from "express";
import { afterEach, describe, expect, it } from "vitest";
import { onResponseClose } from "./response-close";

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/**
 * A server whose handler waits `waitMs` (a rate limit's database write, say) and then asks to
 * be told when the response closes; the client hangs up during the wait. Resolves with whether
 * the handler was told, within a second.
 */
async function toldAfterHangUp(register: (res: Response, fn: () => void) => void) {
  let told: (value: boolean) => void = () => {};
  const result = new Promise<boolean>((resolve) => (told = resolve));
  const server = createServer(async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 150));
    register(res as Response, () => told(true));
    setTimeout(() => told(false), 1_000);
  });
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  const socket = connect(port, "127.0.0.1");
  await once(socket, "connect");
  socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n\r\n");
  setTimeout(() => socket.destroy(), 30);
  return result;
}

describe("onResponseClose", () => {
  it("runs at once for a visitor who hung up before it was called", async () => {
    expect(await toldAfterHangUp(onResponseClose)).toBe(true);
  });

  it("is needed: a close listener added after the hang-up is never called", async () => {
    expect(await toldAfterHangUp((res, fn) => res.once("close", fn))).toBe(false);
  });
});
