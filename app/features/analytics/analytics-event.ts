import { z } from "zod";
import { withoutTrailing } from "~/lib/text/without-trailing";

/**
 * What the beacon sends to POST /api/analytics/event, and the rules that decide whether a
 * request is counted at all. Pure, so the exclusions are tested without a server.
 */

export const ANALYTICS_GOALS = ["checkout-started", "checkout-submitted"] as const;
export type AnalyticsGoal = (typeof ANALYTICS_GOALS)[number];

/** Goals a browser may report; checkout-started is derived from page views on the server. */
const reportedGoal = z.enum(["checkout-submitted"], {
  error: 'goal must be "checkout-submitted" when present',
});

/** The longest referrer browsers send (Chromium 77, Firefox 70, Safari 14 and later). */
const REFERRER_MAX = 4096;
/**
 * The longest path taken. Any path the site does not have counts as "(other)" (the page
 * catalog), so a long one or one that starts with "//" (a not-found page reached by a long
 * or mistyped address) is a view like any other: refused at 512 characters or for its
 * second "/", those visitors were not counted at all.
 */
const PATH_MAX = 4096;

export const AnalyticsEventSchema = z.object({
  path: z
    .string({ error: "path is required and must be a string" })
    .max(PATH_MAX, `path must be at most ${PATH_MAX} characters`)
    .startsWith("/", 'path must start with "/"'),
  referrer: z
    .string({ error: "referrer must be a string" })
    // document.referrer as browsers give it: they cut a longer one to its origin. At 2048
    // a visitor arriving from a page with a long query string was refused and not counted.
    .max(REFERRER_MAX, `referrer must be at most ${REFERRER_MAX} characters`)
    .optional()
    .default(""),
  goal: reportedGoal.optional(),
});

export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

/**
 * The path as counted: no query string or fragment (they can carry personal data), no
 * trailing slash (so /about and /about/ are one page).
 */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? "/";
  const trimmed = withoutTrailing(bare, "/");
  return trimmed === "" ? "/" : trimmed;
}

export function isAdminPath(path: string): boolean {
  return path === "/admin" || path.startsWith("/admin/");
}

/** Checkout started: any page view under /checkout. */
export function isCheckoutPath(path: string): boolean {
  return path === "/checkout" || path.startsWith("/checkout/");
}

export type ExclusionInput = {
  path: string;
  userAgent: string | undefined;
  /** The DNT request header. */
  doNotTrack: string | undefined;
  /** The Sec-GPC request header. */
  globalPrivacyControl: string | undefined;
  isBot: (userAgent: string) => boolean;
};

export type ExclusionReason = "do-not-track" | "global-privacy-control" | "bot" | "admin";

/** Why a request is not counted, or null when it is. */
export function exclusionReason(input: ExclusionInput): ExclusionReason | null {
  if (input.doNotTrack?.trim() === "1") return "do-not-track";
  if (input.globalPrivacyControl?.trim() === "1") return "global-privacy-control";
  const userAgent = input.userAgent?.trim() ?? "";
  if (userAgent === "" || input.isBot(userAgent)) return "bot";
  if (isAdminPath(input.path)) return "admin";
  return null;
}

/**
 * The referrer reduced to its host name (lower case, without "www."), or null for none,
 * for one of our own hosts (an internal link: a direct visit) and for anything that is not
 * an http(s) URL. Paths and query strings of referrers are never kept.
 */
export function referrerHost(referrer: string, ownHosts: readonly string[]): string | null {
  if (referrer.trim() === "") return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = stripWww(url.hostname.toLowerCase().replace(/\.$/, ""));
  if (host === "" || host.length > 253) return null;
  const own = ownHosts.map((value) => stripWww(value.toLowerCase()));
  return own.includes(host) ? null : host;
}

function stripWww(host: string): string {
  return host.startsWith("www.") ? host.slice(4) : host;
}

/** The sentence a malformed event is refused with (the issues name every problem). */
export function invalidEventMessage(error: z.ZodError): string {
  const first = error.issues[0];
  const message = first?.path.length
    ? first.message
    : "The body must be a JSON object {path, referrer}";
  return `Invalid analytics event: ${message}`;
}
