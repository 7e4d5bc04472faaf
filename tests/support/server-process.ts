import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { paths } from "../../server/paths";
import { e2eAdmin } from "../e2e/admin-fixture";

const serverEntry = join(paths.root, "build", "server-app", "index.js");

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Server did not become healthy in 120 s:\n${output()}`);
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the process has written so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** SIGINT (no drain), SIGKILL after 5 s, then the data folder is deleted. */
  stop(): Promise<void>;
};

/**
 * The production build in a child process on a free port, with an empty database of its
 * own (unless `env` names a DATABASE_URL) and the e2e admin account; `env` adds or
 * overrides variables. Used by the browser tests and the cluster test.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  if (!existsSync(serverEntry)) {
    throw new Error(`${serverEntry} is missing: run \`npm run build\` before these tests`);
  }
  const dataDir = await mkdtemp(join(tmpdir(), "umbra-e2e-"));
  const port = env.PORT ?? String(await freePort());
  let output = "";
  const child = spawn(process.execPath, [serverEntry], {
    cwd: paths.root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ADMIN_USERNAME: e2eAdmin.username,
      ADMIN_PASSWORD: e2eAdmin.password,
      ADMIN_TRUSTED_IPS: "",
      ...env,
      PORT: port,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    // Leave no server behind when start-up fails.
    child.kill("SIGKILL");
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  return {
    url,
    child,
    output: () => output,
    exited,
    async stop() {
      // SIGINT skips the SIGTERM drain: tests need no load balancer to notice.
      if (child.exitCode === null) child.kill("SIGINT");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
