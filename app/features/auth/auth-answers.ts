/** The answers of /api/auth (server/routes/auth.ts builds them; auth-api.ts reads them). */

/** POST /api/auth/login. */
export type SignInAnswer = { authenticated: true; username: string };

/** POST /api/auth/logout. */
export type SignOutAnswer = { authenticated: false };

/** GET /api/auth/check. */
export type AuthCheck = { authenticated: boolean; autoLogin: boolean };
