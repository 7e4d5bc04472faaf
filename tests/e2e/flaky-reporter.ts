/**
 * Names every browser test that failed and then passed on its retry (`retry: 1` in
 * vitest.config.ts, decision 027), with the first attempt's error, so a flaky test is seen and
 * mended rather than hidden by the retry. Printed at the end of the run and, when
 * VITEST_FLAKY_FILE is set (`.ci/run` sets it), written there for the CI summary.
 */
import { writeFileSync } from "node:fs";
import { relative } from "node:path";
import { experimental_getRunnerTask, type Reporter, type TestCase } from "vitest/node";

export class FlakyReporter implements Reporter {
  private readonly lines: string[] = [];

  onTestCaseResult(testCase: TestCase) {
    if (!testCase.diagnostic()?.flaky) return;
    // The runner keeps the failed attempt's errors on the task; the public result drops them.
    const firstError =
      experimental_getRunnerTask(testCase).result?.errors?.[0]?.message ?? "(no message)";
    const file = relative(process.cwd(), testCase.module.moduleId);
    this.lines.push(
      `  ${file} > ${testCase.fullName}\n      first attempt: ${firstError.replace(/\n[\s\S]*/, "").slice(0, 300)}`,
    );
  }

  onTestRunEnd() {
    const report = this.lines.length
      ? `Passed only on their retry (flaky, to be mended):\n${this.lines.join("\n")}\n`
      : "";
    if (report) console.log(`\n${report}`);
    if (process.env.VITEST_FLAKY_FILE) writeFileSync(process.env.VITEST_FLAKY_FILE, report);
  }
}
