import type { TestProject } from "vitest/node";
import { ensureChromium } from "../../scripts/ensure-chromium.mjs";
import { startBuiltServer } from "../../scripts/built-server.mjs";
import { testAdminEnv } from "../support/test-admin";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * Starts the production build on a free port with an empty database of its own and the test
 * admin account; every browser test shares it.
 */
export default async function setup(project: TestProject) {
  // Before the server starts: without a browser every test would fail the same way.
  if (!ensureChromium()) throw new Error("Chromium is missing (see the line above).");
  const server = await startBuiltServer({ env: testAdminEnv });
  project.provide("baseUrl", server.url);
  return async () => {
    await server.stop();
  };
}
