import { describe, expect, it } from "vitest";
import {
  formatDateTime,
  formatDayMonth,
  formatLongDate,
  formatShortDate,
  formatTime,
} from "./format-date";

/* The formats these replace, kept here as the reference (Node has full ICU). */
const intlLong = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });
const intlShort = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const intlDayMonth = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const intlTime = new Intl.DateTimeFormat("en-GB", { timeStyle: "short" });
const intlDateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** Every day of a leap year and its neighbours, at the first and last minute of the UTC day. */
const instants = Array.from({ length: 368 }, (_, index) => Date.UTC(2023, 11, 31 + index)).flatMap(
  (midnight) => [midnight, midnight + 86_399_000],
);

describe("formatLongDate", () => {
  it("writes what Intl's en-GB long date writes, for every day of the year", () => {
    for (const instant of instants) {
      expect(formatLongDate(instant)).toBe(intlLong.format(instant));
    }
  });

  it("reads a date-only ISO string as that day, and a full one in UTC", () => {
    expect(formatLongDate("2025-03-21")).toBe("21 March 2025");
    expect(formatLongDate("2024-02-29T23:59:59Z")).toBe("29 February 2024");
    expect(formatLongDate(new Date("2026-12-31T23:30:00-01:00"))).toBe("1 January 2027");
  });

  it("can use the visitor's own calendar day", () => {
    const instant = new Date(2025, 6, 4, 0, 30);
    expect(formatLongDate(instant, "local")).toBe("4 July 2025");
  });

  it("refuses what is not a date instead of writing NaN", () => {
    expect(() => formatLongDate("next Tuesday")).toThrow(RangeError);
  });
});

describe("formatShortDate", () => {
  it("writes what Intl's en-US short-month date writes, for every day of the year", () => {
    for (const instant of instants) {
      expect(formatShortDate(instant)).toBe(intlShort.format(instant));
    }
  });
});

describe("formatDayMonth", () => {
  it("writes what Intl's en-GB day and short month write, for every day of the year", () => {
    for (const instant of instants) {
      expect(formatDayMonth(instant)).toBe(intlDayMonth.format(instant));
    }
  });
});

describe("formatTime and formatDateTime", () => {
  /** Every hour of two days (both sides of midnight), at :00 and :59, on this machine's clock. */
  const clock = Array.from({ length: 48 }, (_, hour) => Date.UTC(2026, 10, 22, hour)).flatMap(
    (instant) => [instant, instant + 59 * 60_000],
  );

  it("write what Intl's en-GB short time and medium date write, on the visitor's clock", () => {
    for (const instant of [...clock, ...instants]) {
      expect(formatTime(instant)).toBe(intlTime.format(instant));
      expect(formatDateTime(instant)).toBe(intlDateTime.format(instant));
    }
  });
});
