import type { Router } from "express";
import type { Env } from "~/config/env.server";
import type { DatabaseHandle } from "~/db/client.server";
import type { ContentGenerator } from "~/features/articles/public";
import type { AdminAuth } from "~/features/auth/admin-auth.server";
import type { ToolServices } from "../tool-services";

/**
 * Everything the API's routers are built from, made once per server. Each router factory
 * takes this and picks what it needs, so every router module has the same shape and the
 * mount table (server/api-router.ts) has one place to pass it.
 */
export type ApiDependencies = {
  database: DatabaseHandle;
  env: Env;
  auth: AdminAuth;
  /** The time source (tests inject one). */
  clock: () => Date;
  /** The long-lived parts behind the free tools (geolocation, DNS leak records, web proxy). */
  tools: ToolServices;
  /** Writes generated content (an LLM provider or the built-in generator). */
  generator: ContentGenerator;
};

/** The one shape of an API module: `xxxRouter(deps)`, mounted at its prefix by the table. */
export type RouterFactory = (dependencies: ApiDependencies) => Router;
