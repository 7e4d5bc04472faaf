import { describe, expect, it } from "vitest";
import { spawnBuiltServer, startBuiltServer } from "../../scripts/built-server.mjs";
import { hangUp } from "./raw-http";

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

  it(
    "writes nothing to its log when clients hang up in the middle of a precompressed file",
    { timeout: 150_000 },
    async () => {
      const server = await startBuiltServer({ env: { LOG_LEVEL: "info" } });
      try {
        const html = await (await fetch(`${server.url}/tools/password-generator`)).text();
        const framework = /"(\/assets\/framework-[^"]+\.js)"/.exec(html)?.[1];
        expect(framework).toBeDefined();
        for (const encoding of ["br", "gzip", "identity"]) {
          const head = [`GET ${framework} HTTP/1.1`, `Accept-Encoding: ${encoding}`];
          const answers = await Promise.all(
            Array.from({ length: 8 }, () => hangUp(server.url, head, { waitForAnswer: true })),
          );
          expect(answers).toEqual(Array(8).fill("HTTP/1.1 200 OK"));
        }
        // Browsers cancel downloads all the time: each one printed a stack (Express's own).
        expect(server.output()).not.toMatch(/ECONNABORTED|Request aborted|Error/);
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      } finally {
        await server.stop();
      }
    },
  );
});
