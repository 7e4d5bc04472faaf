import { describe, expect, it } from "vitest";
import {
  newSessionTimes,
  secondsUntil,
  sessionPolicyFromHours,
  sessionState,
  TOUCH_INTERVAL_MS,
  touchedIdleExpiry,
} from "./session-rules";

const HOUR = 3_600_000;
const policy = sessionPolicyFromHours(24 * 7, 12);
const t0 = new Date("2026-03-01T08:00:00Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

describe("session expiry rules", () => {
  it("converts hours to milliseconds", () => {
    expect(policy).toEqual({ absoluteMs: 168 * HOUR, idleMs: 12 * HOUR });
  });

  it("opens a session with a 7-day absolute end and a 12-hour idle end", () => {
    const times = newSessionTimes(t0, policy);
    expect(times.createdAt).toEqual(t0);
    expect(times.lastSeenAt).toEqual(t0);
    expect(times.expiresAt).toEqual(at(168 * HOUR));
    expect(times.idleExpiresAt).toEqual(at(12 * HOUR));
  });

  it("never lets the idle end pass the absolute end", () => {
    const times = newSessionTimes(t0, { absoluteMs: HOUR, idleMs: 2 * HOUR });
    expect(times.idleExpiresAt).toEqual(at(HOUR));
  });

  it("is active until the idle end, then idle", () => {
    const times = newSessionTimes(t0, policy);
    expect(sessionState(times, at(12 * HOUR - 1))).toBe("active");
    expect(sessionState(times, at(12 * HOUR))).toBe("idle");
  });

  it("moves the idle end forward on activity, at most once a minute", () => {
    const times = newSessionTimes(t0, policy);
    expect(touchedIdleExpiry(times, at(TOUCH_INTERVAL_MS - 1), policy)).toBeUndefined();
    expect(touchedIdleExpiry(times, at(11 * HOUR), policy)).toEqual(at(23 * HOUR));
  });

  it("ends at the absolute end however active the session is", () => {
    const times = {
      ...newSessionTimes(t0, policy),
      lastSeenAt: at(167 * HOUR),
      idleExpiresAt: at(179 * HOUR),
    };
    expect(sessionState(times, at(168 * HOUR - 1))).toBe("active");
    expect(sessionState(times, at(168 * HOUR))).toBe("expired");
    const late = { ...times, lastSeenAt: at(160 * HOUR) };
    expect(touchedIdleExpiry(late, at(167 * HOUR), policy)).toEqual(at(168 * HOUR));
  });

  it("gives the cookie's lifetime in whole seconds, never negative", () => {
    expect(secondsUntil(at(90_500), t0)).toBe(90);
    expect(secondsUntil(t0, at(1000))).toBe(0);
  });
});
