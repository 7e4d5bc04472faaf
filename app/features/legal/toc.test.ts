import { describe, expect, it } from "vitest";
import { buildToc, formatLegalDate } from "./toc";

describe("buildToc", () => {
  it("gives every section an anchor from its title, in order", () => {
    expect(buildToc([{ title: "Who we are" }, { title: "Your rights" }])).toEqual([
      { id: "who-we-are", title: "Who we are" },
      { id: "your-rights", title: "Your rights" },
    ]);
  });

  it("keeps anchors unique when titles repeat or have no letters", () => {
    const toc = buildToc([
      { title: "Contact" },
      { title: "Contact" },
      { title: "—" },
      { title: "Contact" },
    ]);
    expect(toc.map((entry) => entry.id)).toEqual([
      "contact",
      "contact-2",
      "section-3",
      "contact-3",
    ]);
  });
});

describe("formatLegalDate", () => {
  it("writes the day, month name and year", () => {
    expect(formatLegalDate("2025-03-21")).toBe("21 March 2025");
  });

  it("refuses anything that is not an ISO date", () => {
    expect(() => formatLegalDate("March 2025")).toThrow(/Not an ISO date/);
  });
});
