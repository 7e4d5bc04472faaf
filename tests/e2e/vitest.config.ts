import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { FlakyReporter } from "./flaky-reporter";

/** Browser tests: the built server in a child process, driven through the system Chromium. */
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("../../app", import.meta.url)) } },
  // As in the API tests: React Router resolved as Node does, for suites that start the server
  // in process (the web proxy's, whose test-only address policy cannot reach a child process).
  environments: { ssr: { resolve: { conditions: ["module-sync", "module", "node"] } } },
  test: {
    name: "e2e",
    root: fileURLToPath(new URL("../..", import.meta.url)),
    include: ["tests/e2e/**/*.e2e.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    setupFiles: ["tests/e2e/close-contexts.ts"],
    // Generous: an axe pass over a large page took 26-30 s on this 2-core machine while a
    // build ran beside it. A test that hangs still fails; a slow machine alone does not.
    testTimeout: 60_000,
    hookTimeout: 150_000,
    // Two cores: one browser at a time. Two files at once, each with a server of its own, were
    // tried (2026-11-26): each file then took 2.5-3 times as long (shell 108 → 281 s, directory
    // 113 → 335 s), so the suite as a whole was slower, not faster.
    fileParallelism: false,
    // One retry (decision 027): on this loaded 2-core machine one test in several hundred runs
    // can miss a timing once. A test that fails twice still fails; one that passes only on its
    // retry is named at the end of the run (flaky-reporter.ts) and in the CI summary.
    retry: 1,
    reporters: [
      "default",
      new FlakyReporter(),
      ...(process.env.VITEST_REPORT_FILE
        ? [["json", { outputFile: process.env.VITEST_REPORT_FILE }] as ["json", object]]
        : []),
    ],
  },
});
