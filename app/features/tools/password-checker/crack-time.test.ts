import { describe, expect, it } from "vitest";
import { crackTimeWords } from "./crack-time";

describe("crackTimeWords", () => {
  it("words the time at 10,000 guesses per second", () => {
    expect(crackTimeWords(2)).toBe("less than a second");
    expect(crackTimeWords(5)).toBe("about 10 seconds");
    expect(crackTimeWords(Math.log10(1e4 * 3600 * 3))).toBe("about 3 hours");
    expect(crackTimeWords(Math.log10(1e4 * 86_400 * 365 * 12))).toBe("about 12 years");
    expect(crackTimeWords(30)).toBe("centuries");
  });
});
