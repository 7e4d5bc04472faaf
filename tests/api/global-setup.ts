import { rm } from "node:fs/promises";
import type { TestProject } from "vitest/node";
import { createPgliteTemplate } from "../support/test-database";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplateDir: string | undefined;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgliteTemplateDir", undefined);
    return;
  }
  const dir = await createPgliteTemplate();
  project.provide("pgliteTemplateDir", dir);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
