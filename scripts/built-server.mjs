/**
 * The built server (`build/server-app/index.js`) in a child process: the one way the tests
 * (browser, cluster, lifecycle) and the scripts (benchmarks, budget, Lighthouse) start it.
 * tests/README.md says when to use this and when the API tests' in-process server.
 *
 * Each server gets a free loopback port, an empty temporary DATA_DIR of its own (PGlite; pass
 * `env.DATABASE_URL` for PostgreSQL), `NODE_ENV=production`, `LOG_LEVEL=warn`, no admin
 * credentials and no trusted addresses unless `env` says otherwise. Its output is captured
 * (for failure messages and `output()`), and echoed to this process only if asked.
 * Plain JavaScript, so `node scripts/….mjs` can import it; types in built-server.d.mts.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
/** Captured output beyond this many characters drops its oldest part. */
const OUTPUT_LIMIT = 1_000_000;

/** A TCP port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** A file of the server build (`build/server-app/<name>`), which must exist. */
function builtFile(name, projectRoot) {
  const file = join(projectRoot, "build", "server-app", name);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return file;
}

/** Servers and data folders still alive, ended if this process exits without stopping them. */
const alive = new Set();
let exitHookInstalled = false;
function track(entry) {
  alive.add(entry);
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once("exit", () => {
    for (const { child, dataDir } of alive) {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

/**
 * What a test's server runs with beside the caller's settings: loopback, its own embedded
 * database in `dataDir`, quiet logs, and no admin account or trusted address from the shell.
 */
export function isolatedServerEnv(dataDir) {
  return {
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
    ADMIN_USERNAME: "",
    ADMIN_PASSWORD: "",
    ADMIN_TRUSTED_IPS: "",
  };
}

/**
 * Starts the server and returns at once, before it is ready (a test of how it fails to
 * start uses this; everything else wants startBuiltServer).
 */
export async function spawnBuiltServer({ env = {}, echo = false, projectRoot = root } = {}) {
  const entry = builtFile("index.js", projectRoot);
  const port = env.PORT ?? String(await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), "umbra-server-"));
  const child = spawn(process.execPath, ["--enable-source-maps", entry], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      ...isolatedServerEnv(dataDir),
      ...env,
      PORT: port,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const entryRecord = { child, dataDir };
  track(entryRecord);

  let output = "";
  const capture = (stream, echoTo) => {
    stream.setEncoding("utf8");
    stream.on("data", (text) => {
      output += text;
      if (output.length > OUTPUT_LIMIT) output = output.slice(-OUTPUT_LIMIT / 2);
      echoTo?.write(text);
    });
  };
  capture(child.stdout, echo === true ? process.stdout : undefined);
  capture(child.stderr, echo === true || echo === "stderr" ? process.stderr : undefined);
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  let stopping;
  return {
    url,
    port: Number(port),
    dataDir,
    child,
    exited,
    output: () => output,
    async waitUntilReady({ timeoutMs = 120_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(
            `the server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output}`,
          );
        }
        try {
          if ((await fetch(`${url}/readyz`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`the server did not answer /readyz within ${timeoutMs / 1000} s:\n${output}`);
    },
    stop({ signal = "SIGINT", timeoutMs = 15_000 } = {}) {
      stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
        const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
        const code = await exited;
        clearTimeout(timer);
        rmSync(dataDir, { recursive: true, force: true });
        alive.delete(entryRecord);
        return code;
      })();
      return stopping;
    },
  };
}

/**
 * Starts the server (of this checkout, or of another one at `projectRoot`, to compare builds)
 * and waits until /readyz answers (up to 120 s: a cold embedded database can be slow on a busy
 * machine). A server that fails to start is stopped, and the error carries its output.
 */
export async function startBuiltServer(options = {}) {
  const server = await spawnBuiltServer(options);
  try {
    await server.waitUntilReady({ timeoutMs: options.readyTimeoutMs });
  } catch (error) {
    await server.stop({ signal: "SIGKILL" });
    throw error;
  }
  return server;
}

/**
 * `npm run admin -- <args>` as an operator runs it (`build/server-app/admin-cli.js`), with
 * `input` piped in; resolves with its exit code and output once it ends.
 */
export function runAdminCli(args, { env = {}, input = "", projectRoot = root } = {}) {
  const child = spawn(process.execPath, [builtFile("admin-cli.js", projectRoot), ...args], {
    cwd: projectRoot,
    env: { ...process.env, LOG_LEVEL: "silent", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk.toString()));
  child.stderr.on("data", (chunk) => (output += chunk.toString()));
  child.stdin.end(input);
  return new Promise((resolve) =>
    child.once("exit", (code) => resolve({ code, output: output.trim() })),
  );
}
