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
