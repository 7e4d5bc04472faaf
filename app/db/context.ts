import { createContext } from "react-router";
import type { Database } from "./database";

/**
 * The server opens the database once and hands it to loaders and actions through the
 * router context; route code never opens its own connection.
 */
export const databaseContext = createContext<Database>();
