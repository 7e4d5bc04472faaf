import { describe, expect, it } from "vitest";
import { crackTimeWords, leadWarning } from "./crack-time";
import { entropyBits } from "./strength";
import { loadEstimator } from "./pattern-estimate";

describe("crackTimeWords", () => {
  it("words the time at 10,000 guesses per second", () => {
    expect(crackTimeWords(2)).toBe("less than a second");
    expect(crackTimeWords(5)).toBe("10 seconds");
    expect(crackTimeWords(Math.log10(1e4 * 3600 * 3))).toBe("3 hours");
    expect(crackTimeWords(Math.log10(1e4 * 86_400 * 365 * 12))).toBe("12 years");
    expect(crackTimeWords(30)).toBe("centuries");
  });
});

describe("the lead warning", () => {
  it("flags Password123!, which the entropy score calls Very Strong", async () => {
    const estimate = (await loadEstimator())("Password123!");
    expect(entropyBits("Password123!")).toBeGreaterThan(50);
    expect(
      leadWarning({
        breached: false,
        entropyBits: entropyBits("Password123!"),
        guessesLog10: estimate.guessesLog10,
      }),
    ).toBe("predictable");
  });

  it("leaves a random password alone, and always leads with a breach", async () => {
    const random = "xK9#mP2$vL7!qR4@";
    const estimate = (await loadEstimator())(random);
    expect(
      leadWarning({
        breached: false,
        entropyBits: entropyBits(random),
        guessesLog10: estimate.guessesLog10,
      }),
    ).toBeNull();
    expect(leadWarning({ breached: true, entropyBits: 100, guessesLog10: 30 })).toBe("breached");
    expect(leadWarning({ breached: false, entropyBits: 60, guessesLog10: null })).toBeNull();
  });
});
