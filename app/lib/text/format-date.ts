/**
 * Dates in the site's fixed wording, without `Intl`. In the browser the first `Intl`
 * formatter a page creates (or the first `toLocaleString`) loads the locale data: 25-80 ms of
 * main-thread work, which fell inside hydration on every page that formatted a date or a price
 * (docs/performance.md). These give the same text as the `Intl` formats named beside them
 * (format-date.test.ts compares them) for a few microseconds. Lint keeps `Intl` out of browser
 * code.
 */

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** Whose calendar and clock: UTC (server and browser agree) or the visitor's own. */
export type TimeOf = "utc" | "local";

function parts(date: Date | string | number, timeOf: TimeOf) {
  const at = new Date(date);
  if (Number.isNaN(at.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  const utc = timeOf === "utc";
  const month = MONTHS[utc ? at.getUTCMonth() : at.getMonth()] ?? "";
  return {
    year: utc ? at.getUTCFullYear() : at.getFullYear(),
    month,
    /** en-US abbreviates every month to three letters; en-GB writes "Sept". */
    usShortMonth: month.slice(0, 3),
    gbShortMonth: month === "September" ? "Sept" : month.slice(0, 3),
    day: utc ? at.getUTCDate() : at.getDate(),
    time: [utc ? at.getUTCHours() : at.getHours(), utc ? at.getUTCMinutes() : at.getMinutes()]
      .map((value) => String(value).padStart(2, "0"))
      .join(":"),
  };
}

/** "21 March 2025" (en-GB, `dateStyle: "long"`). A date-only ISO string is read as UTC. */
export function formatLongDate(date: Date | string | number, timeOf: TimeOf = "utc"): string {
  const { day, month, year } = parts(date, timeOf);
  return `${day} ${month} ${year}`;
}

/** "Mar 21, 2025" (en-US, `month: "short"`), in UTC. */
export function formatShortDate(date: Date | string | number): string {
  const { usShortMonth, day, year } = parts(date, "utc");
  return `${usShortMonth} ${day}, ${year}`;
}

/** "21 Mar", "1 Sept" (en-GB, `day: "numeric", month: "short"`), in UTC. */
export function formatDayMonth(date: Date | string | number): string {
  const { day, gbShortMonth } = parts(date, "utc");
  return `${day} ${gbShortMonth}`;
}

/** "17:30" (en-GB, `timeStyle: "short"`) on the visitor's clock. */
export function formatTime(date: Date | string | number): string {
  return parts(date, "local").time;
}

/** "22 Nov 2026, 17:30" (en-GB, `dateStyle: "medium", timeStyle: "short"`) on the visitor's clock. */
export function formatDateTime(date: Date | string | number): string {
  const { day, gbShortMonth, year, time } = parts(date, "local");
  return `${day} ${gbShortMonth} ${year}, ${time}`;
}
