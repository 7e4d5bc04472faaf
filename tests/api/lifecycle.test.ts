import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "../../server/paths";

/** The production entry point as operators run it: `node build/server-app/index.js`. */
const entry = join(paths.root, "build", "server-app", "index.js");
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "umbra-lifecycle-"));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      PORT: "0",
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exit, output: () => output };
}

async function waitForListening(output: () => string, child: ChildProcess): Promise<string> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const url = /"url":"(http:\/\/[^"]+)"/.exec(output())?.[1];
    if (url) return url;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start:\n${output()}`);
}

describe("the production server process", () => {
  // A cold start of the embedded database can take a while on a loaded two-core machine.
  it("refuses to start on a malformed variable, naming it", { timeout: 150_000 }, async () => {
    const server = run({ PORT: "eighty" });
    expect(await server.exit).toBe(1);
    expect(server.output()).toContain("Invalid environment configuration:");
    expect(server.output()).toContain("PORT:");
  });

  it(
    "migrates, serves, and on SIGTERM closes its connections and database and exits 0",
    { timeout: 150_000 },
    async () => {
      const server = run({ LOG_LEVEL: "info" });
      const url = await waitForListening(server.output, server.child);
      // A kept-alive connection must not hold the process open.
      expect((await fetch(`${url}/healthz`, { keepalive: true })).status).toBe(200);

      server.child.kill("SIGTERM");
      expect(await server.exit).toBe(0);
      expect(server.output()).toContain('"msg":"shutting down"');
      await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    },
  );
});
