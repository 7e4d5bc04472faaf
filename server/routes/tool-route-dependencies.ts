import type { Env } from "~/config/env.server";
import type { DatabaseHandle } from "~/db/client.server";
import type { ToolServices } from "../tool-services";

/** What a tool's API routes are built from. */
export type ToolRouteDependencies = {
  database: DatabaseHandle;
  env: Env;
  tools: ToolServices;
};
