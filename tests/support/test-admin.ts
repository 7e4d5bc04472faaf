/**
 * The admin account every test server starts with, in process or built (the server's
 * bootstrap creates it from ADMIN_USERNAME / ADMIN_PASSWORD); tests sign in with it.
 */
export const testAdmin = { username: "root", password: "correct-horse-battery" } as const;

/** The same account as the environment variables a server reads. */
export const testAdminEnv = {
  ADMIN_USERNAME: testAdmin.username,
  ADMIN_PASSWORD: testAdmin.password,
} as const;
