import { sharedRouterContext } from "~/config/shared-context";
import type { Database } from "./database";

/**
 * The server opens the database once and hands it to loaders and actions through the
 * router context; route code never opens its own connection.
 */
export const databaseContext = sharedRouterContext<Database>("database");
