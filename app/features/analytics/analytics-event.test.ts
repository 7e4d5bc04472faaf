import { isbot } from "isbot";
import { describe, expect, it } from "vitest";
import {
  AnalyticsEventSchema,
  type ExclusionInput,
  exclusionReason,
  isCheckoutPath,
  normalizePath,
  referrerHost,
} from "./analytics-event";

const chrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const request = (overrides: Partial<ExclusionInput> = {}): ExclusionInput => ({
  path: "/pricing",
  userAgent: chrome,
  doNotTrack: undefined,
  globalPrivacyControl: undefined,
  isBot: isbot,
  ...overrides,
});

describe("exclusionReason", () => {
  it("counts an ordinary browser's page view", () => {
    expect(exclusionReason(request())).toBeNull();
  });

  it("honours Do Not Track and Global Privacy Control", () => {
    expect(exclusionReason(request({ doNotTrack: "1" }))).toBe("do-not-track");
    expect(exclusionReason(request({ globalPrivacyControl: "1" }))).toBe("global-privacy-control");
    expect(exclusionReason(request({ doNotTrack: "0", globalPrivacyControl: "0" }))).toBeNull();
  });

  it("ignores crawlers, scripts and requests without a User-Agent", () => {
    const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    expect(exclusionReason(request({ userAgent: googlebot }))).toBe("bot");
    expect(exclusionReason(request({ userAgent: "curl/8.5.0" }))).toBe("bot");
    expect(exclusionReason(request({ userAgent: "HeadlessChrome/140.0" }))).toBe("bot");
    expect(exclusionReason(request({ userAgent: undefined }))).toBe("bot");
    expect(exclusionReason(request({ userAgent: "  " }))).toBe("bot");
  });

  it("does not count admin pages", () => {
    expect(exclusionReason(request({ path: "/admin" }))).toBe("admin");
    expect(exclusionReason(request({ path: "/admin/analytics" }))).toBe("admin");
    expect(exclusionReason(request({ path: "/administrators-guide" }))).toBeNull();
  });
});

describe("referrerHost", () => {
  const own = ["umbravpn.example", "localhost"];

  it("keeps only another site's host name, without www", () => {
    expect(referrerHost("https://www.Google.com/search?q=vpn", own)).toBe("google.com");
    expect(referrerHost("http://news.ycombinator.com/item?id=1", own)).toBe("news.ycombinator.com");
  });

  it("treats our own host, no referrer and non-web URLs as direct", () => {
    expect(referrerHost("https://umbravpn.example/pricing", own)).toBeNull();
    expect(referrerHost("https://www.umbravpn.example/", own)).toBeNull();
    expect(referrerHost("http://localhost:3000/tools", own)).toBeNull();
    expect(referrerHost("", own)).toBeNull();
    expect(referrerHost("android-app://com.slack/", own)).toBeNull();
    expect(referrerHost("not a url", own)).toBeNull();
  });
});

describe("normalizePath and goals", () => {
  it("drops query strings, fragments and trailing slashes", () => {
    expect(normalizePath("/pricing?email=a@b.example#plans")).toBe("/pricing");
    expect(normalizePath("/about/")).toBe("/about");
    expect(normalizePath("/")).toBe("/");
  });

  it("counts a view under /checkout as a started checkout", () => {
    expect(isCheckoutPath("/checkout")).toBe(true);
    expect(isCheckoutPath("/checkout/premium/12")).toBe(true);
    expect(isCheckoutPath("/checkouts")).toBe(false);
  });
});

describe("AnalyticsEventSchema", () => {
  it("accepts a page view and defaults the referrer to none", () => {
    expect(AnalyticsEventSchema.parse({ path: "/faq" })).toEqual({ path: "/faq", referrer: "" });
  });

  it("accepts the checkout-submitted goal only", () => {
    expect(
      AnalyticsEventSchema.parse({ path: "/checkout", referrer: "", goal: "checkout-submitted" }),
    ).toMatchObject({ goal: "checkout-submitted" });
    const wrong = AnalyticsEventSchema.safeParse({ path: "/", goal: "checkout-started" });
    expect(wrong.error?.issues[0]?.message).toBe('goal must be "checkout-submitted" when present');
  });

  it("names what is wrong with a path", () => {
    const message = (body: unknown) =>
      AnalyticsEventSchema.safeParse(body).error?.issues[0]?.message;
    expect(message({})).toBe("path is required and must be a string");
    expect(message({ path: "pricing" })).toBe('path must start with "/"');
    expect(message({ path: "https://evil.example/" })).toBe('path must start with "/"');
    expect(message({ path: `/${"a".repeat(4096)}` })).toBe("path must be at most 4096 characters");
  });
});
