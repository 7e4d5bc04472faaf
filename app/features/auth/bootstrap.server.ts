import { mkdir, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Env } from "~/config/env.server";
import type { Database } from "~/db/database";
import { countAdmins, createFirstAdmin } from "./admin-users.server";
import { generatePassword } from "./password.server";

type BootstrapLogger = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
};

export const DEFAULT_ADMIN_USERNAME = "admin";
/** Where a generated first password is written, inside DATA_DIR. */
export const FIRST_PASSWORD_FILE = "first-admin-password.txt";

/**
 * Writes the generated password to a file only this user can read (0600), never to the
 * log stream, which is often shipped to other systems and kept for long.
 */
async function writePasswordFile(dataDir: string, username: string, password: string) {
  await mkdir(dataDir, { recursive: true });
  const path = resolve(join(dataDir, FIRST_PASSWORD_FILE));
  // A new file every time, so the 0600 mode is the one it is created with.
  await rm(path, { force: true });
  await writeFile(
    path,
    `Username: ${username}\nPassword: ${password}\n\n` +
      "Sign in at /admin/login, then set your own password with\n" +
      `  npm run admin -- reset-password ${username}\nand delete this file.\n`,
    { mode: 0o600, flag: "wx" },
  );
  return path;
}

/**
 * Makes sure an admin can sign in: when no account exists, creates one from
 * ADMIN_USERNAME / ADMIN_PASSWORD, or with a generated password written once to a file in
 * DATA_DIR readable only by the owner (the log says where, never the password).
 * Safe when several instances start together, whatever usernames their settings name: one
 * account is made, and only the instance that made it logs (and writes the file).
 */
export async function ensureFirstAdmin(
  db: Database,
  env: Pick<Env, "ADMIN_USERNAME" | "ADMIN_PASSWORD" | "DATA_DIR">,
  logger: BootstrapLogger,
): Promise<void> {
  if ((await countAdmins(db)) > 0) return;
  const username = env.ADMIN_USERNAME ?? DEFAULT_ADMIN_USERNAME;
  const generated = env.ADMIN_PASSWORD === undefined;
  const password = env.ADMIN_PASSWORD ?? generatePassword();
  const created = await createFirstAdmin(db, { username, password });
  if (!created) return;
  if (!generated) {
    logger.info(
      { username: created.username },
      "Created the first admin account from ADMIN_USERNAME / ADMIN_PASSWORD",
    );
    return;
  }
  const file = await writePasswordFile(env.DATA_DIR, created.username, password);
  logger.warn(
    { username: created.username, passwordFile: file },
    `No admin account existed, so "${created.username}" was created with a generated password, ` +
      `written to ${file} (readable only by this user). Sign in at /admin/login, then set your ` +
      `own with \`npm run admin -- reset-password ${created.username}\` and delete the file.`,
  );
}
