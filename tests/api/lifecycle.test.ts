import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  freePort,
  isolatedServerEnv,
  spawnBuiltServer,
  startBuiltServer,
} from "../../scripts/built-server.mjs";
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

  it(
    "renders with React's production build when NODE_ENV is not set, as `npm start` runs it",
    { timeout: 150_000 },
    async () => {
      // The server's own entry, in a process that reports which React builds ran once the
      // server has answered a page. React is CommonJS, so they are in require.cache; Node also
      // lists there, unrun (loaded: false), the files it only scanned for export names.
      const entry = join(import.meta.dirname, "../../build/server-app/index.js");
      const script = `
        import { createRequire } from "node:module";
        await import(${JSON.stringify(entry)});
        const url = "http://127.0.0.1:" + process.env.PORT;
        for (let i = 0; i < 1200; i++) {
          try { if ((await fetch(url + "/readyz")).ok) break; } catch {}
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await (await fetch(url + "/blog")).text();
        const ran = Object.entries(createRequire(import.meta.url).cache)
          .filter(([file, module]) => module?.loaded && /[\\/]react(-dom)?[\\/]cjs[\\/]/.test(file))
          .map(([file]) => file);
        console.log("RAN " + JSON.stringify(ran));
        process.exit(0);
      `;
      const dataDir = mkdtempSync(join(tmpdir(), "umbra-node-env-"));
      const { NODE_ENV: _unset, ...parentEnv } = process.env;
      const child = spawn(process.execPath, ["--input-type=module", "-e", script], {
        env: {
          ...parentEnv,
          ...isolatedServerEnv(dataDir),
          PORT: String(await freePort()),
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      try {
        expect(await new Promise((resolve) => child.once("exit", resolve))).toBe(0);
      } finally {
        child.kill("SIGKILL");
        rmSync(dataDir, { recursive: true, force: true });
      }
      const ran = JSON.parse(/^RAN (.*)$/m.exec(output)?.[1] ?? "null") as string[] | null;
      expect(ran, output).not.toBeNull();
      const builds = ran!.map((file) => file.replace(/^.*[\\/]node_modules[\\/]/, ""));
      expect(builds).toContain("react/cjs/react.production.js");
      expect(
        builds.some((file) => file.includes("react-dom-server") && file.endsWith(".production.js")),
      ).toBe(true);
      expect(builds.filter((file) => file.endsWith(".development.js"))).toEqual([]);
    },
  );
});
