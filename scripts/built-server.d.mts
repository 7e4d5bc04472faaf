import type { ChildProcess } from "node:child_process";

export declare function freePort(): Promise<number>;

/** Loopback, the embedded database in `dataDir`, quiet logs, no admin or trusted address from the shell. */
export declare function isolatedServerEnv(dataDir: string): Record<string, string>;

export type BuiltServerOptions = {
  /** Added to (and overriding) the defaults: `DATABASE_URL`, `ADMIN_*`, tool settings, `PORT`… */
  env?: Record<string, string>;
  /** Also write the server's output here: both streams (`true`) or only stderr. */
  echo?: boolean | "stderr";
  /** Another checkout whose build to run (to compare builds); this one by default. */
  projectRoot?: string;
  /** startBuiltServer: how long to wait for /readyz (120 s by default). */
  readyTimeoutMs?: number;
};

export type BuiltServer = {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** Its temporary DATA_DIR, deleted by stop(). */
  dataDir: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has ended (null after a signal). */
  exited: Promise<number | null>;
  /** Everything it has written so far (stdout and stderr). */
  output(): string;
  waitUntilReady(options?: { timeoutMs?: number }): Promise<void>;
  /**
   * Sends `signal` (SIGINT by default: no drain; SIGTERM drains as in production), SIGKILL
   * after `timeoutMs` (15 s), then deletes the data folder; resolves with the exit code.
   * Calling it again returns the same promise.
   */
  stop(options?: { signal?: NodeJS.Signals; timeoutMs?: number }): Promise<number | null>;
};

export declare function spawnBuiltServer(options?: BuiltServerOptions): Promise<BuiltServer>;
export declare function startBuiltServer(options?: BuiltServerOptions): Promise<BuiltServer>;

export declare function runAdminCli(
  args: string[],
  options?: { env?: Record<string, string>; input?: string; projectRoot?: string },
): Promise<{ code: number | null; output: string }>;
