/**
 * The admin account the e2e server creates at start: global-setup passes these as
 * ADMIN_USERNAME / ADMIN_PASSWORD, and tests sign in with them.
 */
export const e2eAdmin = { username: "e2e-admin", password: "e2e-admin-password-1" } as const;
