import { describe, expect, it } from "vitest";
import { inlineScripts } from "./inline-scripts";

describe("inlineScripts", () => {
  it("returns the exact text of classic and module inline scripts", () => {
    const html =
      '<head><script>var a = 1;\n</script></head><body><script type="module" async="">import "/x.js";</script>' +
      '<script id="_R_">$RT=1</script></body>';
    expect(inlineScripts(html)).toEqual(["var a = 1;\n", 'import "/x.js";', "$RT=1"]);
  });

  it("skips external scripts and data blocks", () => {
    const html =
      '<script src="/assets/a.js"></script><script type="application/ld+json">{"a":1}</script>' +
      '<script type="module" src="/b.js"></script><script data-src="x">run()</script>';
    expect(inlineScripts(html)).toEqual(["run()"]);
  });

  it("keeps an empty inline script (a browser still needs its hash to run it)", () => {
    expect(inlineScripts("<script></script>")).toEqual([""]);
  });
});
