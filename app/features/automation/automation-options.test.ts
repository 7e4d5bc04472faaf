import { describe, expect, it } from "vitest";
import { addPeriod, nextRunAfter, retryAfterFailure } from "./automation-options";

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

describe("retryAfterFailure", () => {
  const failedAt = at("2026-05-01T09:01:00Z");
  const tomorrow = at("2026-05-02T09:00:00Z");

  it("tries again 5 minutes after the scheduled run fails, 30 minutes after the first retry fails", () => {
    expect(retryAfterFailure(1, failedAt, tomorrow)).toEqual(at("2026-05-01T09:06:00Z"));
    expect(retryAfterFailure(2, failedAt, tomorrow)).toEqual(at("2026-05-01T09:31:00Z"));
  });

  it("gives up after the third attempt", () => {
    expect(retryAfterFailure(3, failedAt, tomorrow)).toBeUndefined();
  });

  it("at once when asked, within the same attempts and before the next scheduled run", () => {
    expect(retryAfterFailure(1, failedAt, tomorrow, { atOnce: true })).toEqual(failedAt);
    expect(retryAfterFailure(2, failedAt, tomorrow, { atOnce: true })).toEqual(failedAt);
    expect(retryAfterFailure(3, failedAt, tomorrow, { atOnce: true })).toBeUndefined();
    expect(retryAfterFailure(1, failedAt, failedAt, { atOnce: true })).toBeUndefined();
    expect(retryAfterFailure(1, failedAt, null, { atOnce: true })).toBeUndefined();
  });

  it("leaves it to the next scheduled run when that comes first, or when the automation is paused", () => {
    expect(retryAfterFailure(2, failedAt, at("2026-05-01T09:20:00Z"))).toBeUndefined();
    expect(retryAfterFailure(1, failedAt, at("2026-05-01T09:06:00Z"))).toBeUndefined();
    expect(retryAfterFailure(1, failedAt, null)).toBeUndefined();
  });
});
