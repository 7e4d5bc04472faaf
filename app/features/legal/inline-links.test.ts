import { describe, expect, it } from "vitest";
import { parseInlineLinks } from "./inline-links";

describe("parseInlineLinks", () => {
  it("returns plain text as one segment", () => {
    expect(parseInlineLinks("No links here.")).toEqual([{ text: "No links here." }]);
  });

  it("splits site links and mailto links out of the text", () => {
    expect(
      parseInlineLinks(
        "See the [Refund Policy](/legal/refund) or write to [us](mailto:a@b.example).",
      ),
    ).toEqual([
      { text: "See the " },
      { text: "Refund Policy", href: "/legal/refund" },
      { text: " or write to " },
      { text: "us", href: "mailto:a@b.example" },
      { text: "." },
    ]);
  });

  it("handles a link at the very start and end", () => {
    expect(parseInlineLinks("[FAQ](/faq)")).toEqual([{ text: "FAQ", href: "/faq" }]);
  });

  it("leaves other bracketed text and unsafe targets as text", () => {
    const text = "Press [Ctrl](key) or [click](javascript:alert(1)).";
    expect(parseInlineLinks(text)).toEqual([{ text }]);
  });
});
