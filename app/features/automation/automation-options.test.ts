import { describe, expect, it } from "vitest";
import { addPeriod, nextRunAfter } from "./automation-options";

const at = (iso: string) => new Date(iso);

describe("addPeriod", () => {
  it("adds a day, a week or a calendar month", () => {
    expect(addPeriod(at("2026-03-10T09:00:00Z"), "daily")).toEqual(at("2026-03-11T09:00:00Z"));
    expect(addPeriod(at("2026-03-10T09:00:00Z"), "weekly")).toEqual(at("2026-03-17T09:00:00Z"));
    expect(addPeriod(at("2026-03-10T09:00:00Z"), "monthly")).toEqual(at("2026-04-10T09:00:00Z"));
  });

  it("ends a month later on the month's last day when the day does not exist", () => {
    expect(addPeriod(at("2026-01-31T08:00:00Z"), "monthly")).toEqual(at("2026-02-28T08:00:00Z"));
    expect(addPeriod(at("2026-12-31T08:00:00Z"), "monthly")).toEqual(at("2027-01-31T08:00:00Z"));
  });
});

describe("nextRunAfter", () => {
  it("keeps the cadence: one period after the due time when that is still ahead", () => {
    const due = at("2026-05-01T09:00:00Z");
    expect(nextRunAfter(due, "daily", at("2026-05-01T09:00:40Z"))).toEqual(
      at("2026-05-02T09:00:00Z"),
    );
  });

  it("after downtime counts one period from now instead of making up missed runs", () => {
    const due = at("2026-05-01T09:00:00Z");
    const now = at("2026-05-20T12:00:00Z");
    expect(nextRunAfter(due, "daily", now)).toEqual(at("2026-05-21T12:00:00Z"));
    expect(nextRunAfter(due, "weekly", now)).toEqual(at("2026-05-27T12:00:00Z"));
  });
});
