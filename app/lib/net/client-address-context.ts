import { sharedRouterContext } from "~/config/shared-context";

/**
 * The client's address for loaders and actions, as server/client-address.ts derives it
 * (socket peer, or X-Forwarded-For only through TRUST_PROXY hops). Empty at build time.
 */
export const clientAddressContext = sharedRouterContext<string>("client-address", "");
