import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";

type Lock = { packages: Record<string, { engines?: { node?: string } | string[]; dev?: boolean }> };

const root = new URL("../", import.meta.url);
const pkg = JSON.parse(readFileSync(new URL("package.json", root), "utf8")) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(new URL("package-lock.json", root), "utf8")) as Lock;

describe("the declared Node range", () => {
  const floor = semver.minVersion(pkg.engines.node)!.version;

  it("has a floor", () => {
    expect(floor).toBe("20.19.0");
  });

  it("is supported by every installed package (npm install prints no EBADENGINE)", () => {
    const refusing = Object.entries(lock.packages).flatMap(([path, info]) => {
      const range = Array.isArray(info.engines) ? undefined : info.engines?.node;
      if (!path || !range || !semver.validRange(range)) return [];
      return semver.satisfies(floor, range) ? [] : [`${path} needs node ${range}`];
    });
    expect(refusing).toEqual([]);
  });
});
