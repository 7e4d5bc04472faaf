import type { TestProject } from "vitest/node";
import { ensureChromium } from "../../scripts/ensure-chromium.mjs";
import { startServerProcess } from "../support/server-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts the production build on a free port with an empty database of its own. */
export default async function setup(project: TestProject) {
  // Before the server starts: without a browser every test would fail the same way.
  if (!ensureChromium()) throw new Error("Chromium is missing (see the line above).");
  const server = await startServerProcess();
  project.provide("baseUrl", server.url);
  return () => server.stop();
}
