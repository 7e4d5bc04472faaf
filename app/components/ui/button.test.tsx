import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button } from "./button";

describe("Button", () => {
  it("marks a busy button unavailable without disabling it, so it keeps the keyboard focus", () => {
    const html = renderToStaticMarkup(<Button busy>Checking…</Button>);
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toMatch(/\sdisabled[=\s>]/);
  });

  it("adds nothing when it is not busy", () => {
    const html = renderToStaticMarkup(<Button>Run</Button>);
    expect(html).not.toContain("aria-disabled");
    expect(html).not.toContain("aria-busy");
  });
});
