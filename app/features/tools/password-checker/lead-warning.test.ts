import { describe, expect, it } from "vitest";
import { leadWarning } from "./lead-warning";
import { entropyBits } from "./strength";
import { loadEstimator } from "./pattern-estimate";

describe("the lead warning", () => {
  it("flags Password123!, which the entropy score calls Very Strong", async () => {
    const estimate = (await loadEstimator())("Password123!");
    expect(entropyBits("Password123!")).toBeGreaterThan(50);
    expect(
      leadWarning({
        breached: false,
        entropyBits: entropyBits("Password123!"),
        estimate,
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
        estimate,
      }),
    ).toBeNull();
    expect(
      leadWarning({
        breached: true,
        entropyBits: 100,
        estimate: { guessesLog10: 30, patterned: false },
      }),
    ).toBe("breached");
    expect(leadWarning({ breached: false, entropyBits: 60, estimate: null })).toBeNull();
  });

  it("flags six spaces, a repeat", async () => {
    const estimate = (await loadEstimator())("      ");
    expect(estimate.patterned).toBe(true);
    expect(leadWarning({ breached: false, entropyBits: entropyBits("      "), estimate })).toBe(
      "predictable",
    );
  });

  it("does not call a short random password a pattern, though its score is lowered", async () => {
    const estimate = (await loadEstimator())("xK9#mP2$");
    expect(estimate.patterned).toBe(false);
    expect(estimate.guessesLog10).toBeCloseTo(8, 5);
    expect(
      leadWarning({ breached: false, entropyBits: entropyBits("xK9#mP2$"), estimate }),
    ).toBeNull();
  });
});
