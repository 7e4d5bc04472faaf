import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./test-server";

describe("readiness and request ids", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it("answers /readyz 200 while serving, and echoes a valid X-Request-Id", async () => {
    const response = await server.fetch("/readyz", { headers: { "X-Request-Id": "edge-1234" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ready" });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-request-id")).toBe("edge-1234");
    const fresh = await server.fetch("/api/nope");
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("turns /readyz 503 once draining, while everything else is still served", async () => {
    server.readiness.startDraining();
    const ready = await server.fetch("/readyz");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "draining" });
    expect(ready.headers.get("connection")).toBe("close");
    const health = await server.fetch("/healthz");
    expect(health.status).toBe(200);
    expect(health.headers.get("connection")).toBe("close");
  });
});

describe("stopping with a response in flight", () => {
  it("finishes a download already handed to the socket before closing its connection", async () => {
    const server = await startTestServer();
    const size = 8_000_000;
    let read = 0;
    const done = new Promise<number>((resolve, reject) => {
      const req = request(`${server.url}/api/speedtest/download?bytes=${size}`, { agent: false });
      req.on("response", (res) => {
        res.on("data", (chunk: Buffer) => {
          const before = read;
          read += chunk.length;
          // About 150 ms per megabyte: the server has long called res.end() by then.
          if (Math.floor(read / 1e6) > Math.floor(before / 1e6)) {
            res.pause();
            setTimeout(() => res.resume(), 150);
          }
        });
        res.on("end", () => resolve(read));
        res.on("aborted", () => reject(new Error(`cut after ${read} bytes`)));
      });
      req.on("error", reject);
      req.end();
    });
    while (read === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const stopped = server.stop({ graceMs: 20_000 });
    expect(await done).toBe(size);
    await stopped;
    await server.database.dispose();
  });
});
