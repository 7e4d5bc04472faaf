/**
 * The built server (`build/server-app/index.js`) started for a script: on a free loopback port,
 * with an empty temporary data folder, `LOG_LEVEL=warn` and the given extra environment.
 * Used by the Lighthouse and benchmark scripts.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");

/** A TCP port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server (of this checkout, or of another one at `projectRoot`, to compare builds)
 * and waits (up to 120 s: a cold embedded database can be slow on a busy
 * machine) until /healthz answers. `stop()` ends it and deletes its data folder.
 */
export async function startBuiltServer({ env = {}, stdio = "inherit", projectRoot = root } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "umbra-script-"));
  const child = spawn(process.execPath, [join(projectRoot, "build/server-app/index.js")], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio,
  });
  const stop = () => {
    child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      stop();
      throw new Error(`the server exited with ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error("the server did not answer /healthz within 120 s");
}
