import type { TestProject } from "vitest/node";
import { startThrowawayPostgres } from "../support/throwaway-postgres";

declare module "vitest" {
  export interface ProvidedContext {
    postgresServerUrl: string;
  }
}

/** The PostgreSQL the instances share: TEST_DATABASE_URL's server, or one started for the run. */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide("postgresServerUrl", given);
    return;
  }
  const postgres = await startThrowawayPostgres();
  project.provide("postgresServerUrl", postgres.url);
  return () => postgres.stop();
}
