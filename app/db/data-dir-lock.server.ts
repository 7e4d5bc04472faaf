import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

/** The embedded database is open in another process; the message says what to do. */
export class DatabaseInUseError extends Error {
  override name = "DatabaseInUseError";
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes the embedded database's folder for this process alone. PGlite is one process's
 * database: a second process that opens the same files (the admin CLI while the server
 * runs, or a second server) writes changes the first never sees and later overwrites, so
 * a change could be acknowledged and then lost. The lock file holds the owner's pid; a
 * lock whose process is gone is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, "pglite.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx", 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let owner = NaN;
      try {
        owner = Number(readFileSync(path, "utf8").trim());
      } catch {
        // Removed meanwhile: try again.
      }
      if (isRunning(owner)) {
        throw new DatabaseInUseError(
          `The embedded database in ${dataDir} is in use by another process (pid ${owner}), ` +
            "most likely the running server. Stop it, then run this again; or use PostgreSQL " +
            "(DATABASE_URL), which several processes can share.",
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DatabaseInUseError(`Could not take the lock on the embedded database in ${dataDir}`);
}
