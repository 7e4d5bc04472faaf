import { describe, expect, it } from "vitest";
import { lowerModulePreloadPriority } from "./module-preload-priority";

describe("lowerModulePreloadPriority", () => {
  it("marks every module preload low priority, once", () => {
    const html =
      '<link rel="modulepreload" href="/a.js" nonce="n"/><link rel="modulepreload" fetchpriority="high" href="/b.js"/><link rel="stylesheet" href="/c.css"/>';
    expect(lowerModulePreloadPriority(html)).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/a.js" nonce="n"/><link rel="modulepreload" fetchpriority="high" href="/b.js"/><link rel="stylesheet" href="/c.css"/>',
    );
    expect(lowerModulePreloadPriority(lowerModulePreloadPriority(html))).toBe(
      lowerModulePreloadPriority(html),
    );
  });
});
