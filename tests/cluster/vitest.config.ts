import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** The cluster test: two built servers on one real PostgreSQL (`npm run test:cluster`). */
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("../../app", import.meta.url)) } },
  test: {
    name: "cluster",
    root: fileURLToPath(new URL("../..", import.meta.url)),
    include: ["tests/cluster/**/*.test.ts"],
    globalSetup: ["tests/cluster/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    reporters: process.env.VITEST_REPORT_FILE
      ? ["default", ["json", { outputFile: process.env.VITEST_REPORT_FILE }]]
      : ["default"],
  },
});
