import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const script = join(import.meta.dirname, "ensure-chromium.mjs");

describe("ensure-chromium", () => {
  it("stops at once with one line naming what to do when the browser is missing", () => {
    const started = Date.now();
    const result = spawnSync(process.execPath, [script], {
      env: { ...process.env, CHROME_PATH: "/nonexistent/chromium" },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(Date.now() - started).toBeLessThan(10_000);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("Chromium not found at CHROME_PATH=/nonexistent/chromium");
    expect(lines[0]).toContain("`sudo apt-get install -y chromium`");
    expect(result.stdout).toBe("");
  });

  it("passes quietly when CHROME_PATH points at an existing file", () => {
    const result = spawnSync(process.execPath, [script], {
      env: { ...process.env, CHROME_PATH: process.execPath },
      encoding: "utf8",
    });
    expect(result.status).toBe(0);
    expect(result.stderr + result.stdout).toBe("");
  });
});
