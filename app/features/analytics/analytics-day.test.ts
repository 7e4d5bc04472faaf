import { describe, expect, it } from "vitest";
import { addDays, daysEndingAt, utcDay } from "./analytics-day";

describe("analytics days", () => {
  it("uses the UTC calendar day", () => {
    expect(utcDay(new Date("2026-03-01T23:59:59.999Z"))).toBe("2026-03-01");
    expect(utcDay(new Date("2026-03-02T00:00:00+02:00"))).toBe("2026-03-01");
  });

  it("steps across month and year ends", () => {
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("lists 30 days ending today, oldest first", () => {
    const days = daysEndingAt(new Date("2026-03-10T08:00:00Z"), 30);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe("2026-02-09");
    expect(days[29]).toBe("2026-03-10");
  });
});
