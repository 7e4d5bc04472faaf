import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

/** CI asks for a JSON report (for its pass/fail totals) by naming a file. */
const reportFile = process.env.VITEST_REPORT_FILE;

/**
 * Tests that use a real database: a store module's `*.db.test.ts` beside it in app/ or server/.
 * They run in the api project (its PGlite template; PostgreSQL with TEST_DATABASE_URL).
 */
const databaseTests = ["app/**/*.db.test.ts", "server/**/*.db.test.ts"];

/**
 * Unit tests sit beside the code they test (app/**, server/**); API tests start the real
 * server on an ephemeral port (tests/api), and database tests (beside their modules) share
 * that project's database setup. Browser tests have their own config (tests/e2e).
 * tests/README.md says which kind of test goes where.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    reporters: reportFile ? ["default", ["json", { outputFile: reportFile }]] : ["default"],
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...databaseTests],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        // Resolve React Router's packages as Node does ("module-sync": their ESM files).
        // Without it the Express adapter loads React Router's CommonJS copy while our code
        // loads the ESM one, and the router context we create is not the class it checks.
        environments: {
          ssr: { resolve: { conditions: ["module-sync", "module", "node"] } },
        },
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts", ...databaseTests],
          environment: "node",
          globalSetup: ["tests/api/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: files run one after another, each with its own server or database.
          fileParallelism: false,
          // In one module graph: each file starts its own server on its own database, and no
          // API test mocks a module, so nothing a file needs is left behind by another. Loading
          // the server's modules once instead of per file took the suite from 299 to 178 s
          // (2026-11-26), on PGlite and again on PostgreSQL in CI.
          isolate: false,
        },
      },
    ],
  },
});
