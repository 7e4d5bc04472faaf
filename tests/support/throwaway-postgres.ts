import { execFile } from "node:child_process";
import { chownSync, existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "../../scripts/built-server.mjs";

const run = promisify(execFile);
const PG_ROOT = "/usr/lib/postgresql";

/** The newest installed PostgreSQL's bin folder (Debian layout), or undefined. */
function postgresBin(): string | undefined {
  if (!existsSync(PG_ROOT)) return undefined;
  const versions = readdirSync(PG_ROOT)
    .filter((version) => existsSync(join(PG_ROOT, version, "bin", "initdb")))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? join(PG_ROOT, newest, "bin") : undefined;
}

/**
 * A PostgreSQL cluster of its own on a free loopback port, for a test run without
 * TEST_DATABASE_URL (as `.ci/run` does it: initdb and pg_ctl, as the postgres user when
 * running as root, since PostgreSQL refuses to run as root). `stop()` deletes it.
 */
export async function startThrowawayPostgres(): Promise<{ url: string; stop(): Promise<void> }> {
  const bin = postgresBin();
  if (!bin) {
    throw new Error(
      "PostgreSQL is not installed: run `apt-get install -y postgresql`, or set TEST_DATABASE_URL=postgresql://user@host:port/postgres",
    );
  }
  const dir = await mkdtemp(join(tmpdir(), "umbra-pg-"));
  const asRoot = userInfo().uid === 0;
  const exec = (command: string, args: string[]) =>
    asRoot
      ? run("runuser", ["-u", "postgres", "--", join(bin, command), ...args])
      : run(join(bin, command), args);
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    chownSync(dir, Number(stdout.trim()), -1);
  }
  const port = await freePort();
  const data = join(dir, "data");
  await exec("initdb", ["-D", data, "-A", "trust", "-U", "postgres"]);
  await exec("pg_ctl", [
    "-D",
    data,
    "-l",
    join(dir, "server.log"),
    "-w",
    "-o",
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir}`,
    "start",
  ]);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await exec("pg_ctl", ["-D", data, "-m", "fast", "stop"]).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
