/**
 * Admin accounts from the command line (after `npm run build`):
 *   npm run admin -- create <username>
 *   npm run admin -- reset-password <username>
 * The password is asked twice without echo, or read from standard input when piped.
 * Uses the same DATA_DIR / DATABASE_URL as the server. With the embedded database, stop
 * the server first: PGlite allows one process at a time.
 */
import { EnvError, getEnv } from "~/config/env.server";
import { openDatabase } from "~/db/client.server";
import {
  createAdmin,
  findAdminByUsername,
  NewPasswordSchema,
  setAdminPassword,
  UsernameSchema,
} from "~/features/auth/admin-users.server";
import { withoutQueryParams } from "./logger";
import { readNewPassword } from "./password-input";
import { paths } from "./paths";

const usage = `Usage:
  npm run admin -- create <username>           create an admin account
  npm run admin -- reset-password <username>   set a new password and end the account's sessions
The password is asked for (twice, not shown), or read from standard input when piped.`;

class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

function firstIssue(result: { success: false; error: { issues: { message: string }[] } }): string {
  return result.error.issues[0]?.message ?? "Invalid value";
}

async function main(argv: string[]): Promise<string> {
  const [command, rawUsername, ...extra] = argv;
  if ((command !== "create" && command !== "reset-password") || !rawUsername || extra.length > 0) {
    throw new CliError(usage, 2);
  }
  const username = UsernameSchema.safeParse(rawUsername);
  if (!username.success) throw new CliError(firstIssue(username));
  const env = getEnv();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    migrationsFolder: paths.migrations,
  });
  try {
    const exists = Boolean(await findAdminByUsername(database.db, username.data));
    if (command === "create" && exists)
      throw new CliError(`An admin named "${username.data}" already exists`);
    if (command === "reset-password" && !exists)
      throw new CliError(`No admin is named "${username.data}"`);
    const password = NewPasswordSchema.safeParse(await readNewPassword());
    if (!password.success) throw new CliError(firstIssue(password));
    if (command === "create") {
      if (!(await createAdmin(database.db, { username: username.data, password: password.data }))) {
        throw new CliError(`An admin named "${username.data}" already exists`);
      }
      return `Created admin "${username.data}".`;
    }
    await setAdminPassword(database.db, username.data, password.data);
    return `Changed the password of "${username.data}" and signed out its sessions.`;
  } finally {
    await database.close();
  }
}

/**
 * What an unexpected failure prints: a failed query by its statement and its cause, not its
 * values, which hold the new password's hash (the terminal's output may be a deploy job's log).
 */
function failureText(error: unknown): string {
  const shown = withoutQueryParams(error);
  if (!(shown instanceof Error)) return String(shown);
  const cause = shown !== error && shown.cause instanceof Error ? `\n${shown.cause.message}` : "";
  return `${shown.message}${cause}`;
}

main(process.argv.slice(2)).then(
  (message) => {
    console.log(message);
  },
  (error: unknown) => {
    if (error instanceof CliError || error instanceof EnvError) {
      console.error(error.message);
      process.exit(error instanceof CliError ? error.exitCode : 1);
    }
    console.error(failureText(error));
    process.exit(1);
  },
);
