import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { headRewriter, lowerModulePreloadPriority } from "./module-preload-priority";

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

describe("headRewriter", () => {
  const run = (chunks: string[]) =>
    text(
      Readable.from(chunks.map((c) => Buffer.from(c))).pipe(headRewriter((h) => h.toUpperCase())),
    );

  it("rewrites the head, whose tags may be split across chunks, and nothing after it", async () => {
    expect(await run(["<html><he", "ad><ti", "tle>x</title></he", "ad><body>y", "</body>"])).toBe(
      "<HTML><HEAD><TITLE>X</TITLE></HEAD><body>y</body>",
    );
  });

  it("rewrites a document without </head> as a whole at the end", async () => {
    expect(await run(["<p>a", "b</p>"])).toBe("<P>AB</P>");
  });
});
