import { describe, expect, it } from "vitest";
import { spawnBuiltServer, startBuiltServer } from "../../scripts/built-server.mjs";

/** The production entry point as operators run it: `node build/server-app/index.js`. */
describe("the production server process", () => {
  // A cold start of the embedded database can take a while on a loaded two-core machine.
  it("refuses to start on a malformed variable, naming it", { timeout: 150_000 }, async () => {
    const server = await spawnBuiltServer({ env: { PORT: "eighty" } });
    expect(await server.exited).toBe(1);
    await server.stop();
    expect(server.output()).toContain("Invalid environment configuration:");
    expect(server.output()).toContain("PORT:");
  });

  it(
    "migrates, serves, and on SIGTERM closes its connections and database and exits 0",
    { timeout: 150_000 },
    async () => {
      const server = await startBuiltServer({ env: { LOG_LEVEL: "info" } });
      // A kept-alive connection must not hold the process open.
      expect((await fetch(`${server.url}/healthz`, { keepalive: true })).status).toBe(200);

      expect(await server.stop({ signal: "SIGTERM", timeoutMs: 60_000 })).toBe(0);
      expect(server.output()).toContain('"msg":"shutting down"');
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    },
  );
});
