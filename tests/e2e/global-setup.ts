import type { TestProject } from "vitest/node";
import { startServerProcess } from "../support/server-process";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts the production build on a free port with an empty database of its own. */
export default async function setup(project: TestProject) {
  const server = await startServerProcess();
  project.provide("baseUrl", server.url);
  return () => server.stop();
}
