import { describe, expect, it } from "vitest";
import { rewriteCss, rewriteCssInSlices } from "./rewrite-css";

const rewrite = (url: string) => `/p?u=${encodeURIComponent(url)}`;

describe("rewriteCss", () => {
  it.each([
    [`a{background:url(a.png)}`, `a{background:url("/p?u=a.png")}`],
    [`a{background:URL( 'b c.png' )}`, `a{background:url("/p?u=b%20c.png")}`],
    [`a{background:url("q\\"x.png")}`, `a{background:url("/p?u=q%5C%22x.png")}`],
    [
      `@import "reset.css"; @import url(x.css);`,
      `@import "/p?u=reset.css"; @import url("/p?u=x.css");`,
    ],
    [
      `a{background:url(data:image/png;base64,AAAA)}`,
      `a{background:url(data:image/png;base64,AAAA)}`,
    ],
    [`a{background:url()}`, `a{background:url()}`],
    [`a{background:url(a b.png)}`, `a{background:url(a b.png)}`],
    [`a{background:url(`, `a{background:url(`],
    [`a{content:"url(x.png"}`, `a{content:"url(x.png"}`],
  ])("%s", (css, expected) => {
    expect(rewriteCss(css, rewrite)).toBe(expected);
  });

  it("keeps the text around tokens it does not rewrite, and rewrites the ones after", () => {
    expect(rewriteCss(`url(url(url(a.png)`, rewrite)).toBe(`url(url(url("/p?u=a.png")`);
  });

  // Each of these took seconds with the previous regular expressions (quadratic backtracking).
  it.each([
    ["url( followed by 1 MB of spaces", `a{background:url(${" ".repeat(1_000_000)}`],
    ["1 MB of unclosed url(", "url(".repeat(250_000)],
    ["1 MB of unclosed quoted url(", `url("${"x".repeat(1_000_000)}`],
    ["1 MB of @import without a target", "@import ".repeat(125_000)],
    ["1 MB of url('", "url('".repeat(200_000)],
  ])("finishes %s in linear time", (_name, css) => {
    const started = performance.now();
    expect(rewriteCss(css, rewrite)).toHaveLength(css.length);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("gives the same result in slices as at once", async () => {
    const css = `a{background:url(a.png)} `.repeat(40_000);
    expect(await rewriteCssInSlices(css, rewrite)).toBe(rewriteCss(css, rewrite));
  });
});
