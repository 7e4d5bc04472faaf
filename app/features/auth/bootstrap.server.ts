import type { Env } from "~/config/env.server";
import type { Database } from "~/db/database";
import { countAdmins, createAdmin } from "./admin-users.server";
import { generatePassword } from "./password.server";

type BootstrapLogger = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
};

export const DEFAULT_ADMIN_USERNAME = "admin";

/**
 * Makes sure an admin can sign in: when no account exists, creates one from
 * ADMIN_USERNAME / ADMIN_PASSWORD, or with a generated password that is logged once.
 * Safe when several instances start together: only the instance whose insert wins logs.
 */
export async function ensureFirstAdmin(
  db: Database,
  env: Pick<Env, "ADMIN_USERNAME" | "ADMIN_PASSWORD">,
  logger: BootstrapLogger,
): Promise<void> {
  if ((await countAdmins(db)) > 0) return;
  const username = env.ADMIN_USERNAME ?? DEFAULT_ADMIN_USERNAME;
  const generated = env.ADMIN_PASSWORD === undefined;
  const password = env.ADMIN_PASSWORD ?? generatePassword();
  const created = await createAdmin(db, { username, password });
  if (!created) return;
  if (!generated) {
    logger.info(
      { username: created.username },
      "Created the first admin account from ADMIN_USERNAME / ADMIN_PASSWORD",
    );
    return;
  }
  logger.warn(
    { username: created.username },
    `No admin account existed, so one was created. Username: ${created.username}  Password: ${password}  ` +
      "This password is shown only once: sign in at /admin/login, then change it with " +
      `\`npm run admin -- reset-password ${created.username}\`.`,
  );
}
