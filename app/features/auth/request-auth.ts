import { sharedRouterContext } from "~/config/shared-context";

export type SessionMethod = "password" | "trusted-ip";

/** Who is signed in, as loaders and API handlers see it. */
export type AdminIdentity = { userId: number; username: string; method: SessionMethod };

/**
 * What a page request knows about admin authentication. The server builds one per request
 * (server/app.ts); the session is looked up only when a loader asks.
 */
export type RequestAuth = {
  currentAdmin(): Promise<AdminIdentity | undefined>;
  /** The client address is listed in ADMIN_TRUSTED_IPS (automatic sign-in is possible). */
  clientTrusted: boolean;
};

const signedOut: RequestAuth = { currentAdmin: async () => undefined, clientTrusted: false };

export const requestAuthContext = sharedRouterContext<RequestAuth>("request-auth", signedOut);

/** The signed-in admin, set by the admin shell's middleware for the loaders below it. */
export const adminContext = sharedRouterContext<AdminIdentity>("admin");
