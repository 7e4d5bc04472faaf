import type { Request, RequestHandler } from "express";
import { HttpError, JSON_TOO_LARGE } from "./http-errors";

/**
 * Refuses a request target that is not a path: the absolute form (`GET http://host/blog`, which
 * proxies send to each other, never a browser to a site) and the asterisk form (`OPTIONS *`).
 * The page renderer builds its URL by appending the target to the host, so an absolute target
 * made it throw (a 500 and a logged stack per request); nothing here means either form.
 */
export const requirePathTargets: RequestHandler = (req, _res, next) => {
  if (req.originalUrl.startsWith("/")) return next();
  next(new HttpError(400, "The request target must be a path starting with /"));
};

/**
 * Refuses URLs that no page or endpoint can mean: a malformed percent-encoding ("%zz"),
 * one that does not decode to UTF-8 ("%ff"), or an encoded NUL, in the path or the query.
 * Answered 400 here, at the edge, so that nothing behind (routers decoding parameters, the
 * page router, a database query) meets them.
 */
export const rejectMalformedUrls: RequestHandler = (req, _res, next) => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(req.originalUrl);
  } catch {
    return next(new HttpError(400, "Malformed percent-encoding in the URL"));
  }
  if (decoded.includes("\u0000")) {
    return next(new HttpError(400, "The URL must not contain NUL characters"));
  }
  next();
};

/**
 * The most paths one route-discovery request may ask about. A page asks React Router's
 * `/__manifest?paths=a,b,…` for the links it shows that the browser has no route for yet:
 * at most about 75 here (`/blog`, with its cards, header and footer), and their parent paths.
 */
export const MANIFEST_PATHS_MAX = 200;

/**
 * React Router matches every path of a discovery request against the whole route table (some
 * 60-90 µs each here), and only bounds the URL (7,680 characters): about 1,000 short paths,
 * 60-95 ms of the server's thread, by anyone, per request. More than MANIFEST_PATHS_MAX
 * distinct paths are refused with 400 before any is matched; the browser, told 400, finds a
 * route when its link is followed instead.
 */
export const limitRouteDiscovery: RequestHandler = (req, _res, next) => {
  // The URL read as React Router's adapter reads it (made of the request line): its path with
  // dot segments resolved (`/x/../__manifest`, `/%2e/__manifest` and `/x\..\__manifest` passed a
  // check of req.path), its query not cut at a second "?" (`?x=?&paths=…` hid every path).
  const url = new URL(`http://host${req.originalUrl}`);
  if (url.pathname !== "/__manifest") return next();
  const listed = url.searchParams.get("paths") ?? "";
  // Counted as React Router will read them: comma-separated, empty ones dropped, repeats once.
  const paths = new Set(listed.split(",").filter(Boolean));
  if (paths.size <= MANIFEST_PATHS_MAX) return next();
  next(new HttpError(400, `Route discovery takes at most ${MANIFEST_PATHS_MAX} paths at a time`));
};

/**
 * Whether any string in a parsed JSON value, object keys included, contains U+0000.
 * Walks with an explicit stack, so a deeply nested body cannot overflow the call stack.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (item.includes("\u0000")) return true;
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child);
    } else if (item !== null && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes("\u0000")) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** JSON bodies with a NUL character anywhere answer 400 before any route sees them. */
export const rejectNulCharacters: RequestHandler = (req, _res, next) => {
  if (req.body !== undefined && containsNul(req.body)) {
    return next(new HttpError(400, "Text fields must not contain NUL characters"));
  }
  next();
};

/**
 * The refusal, before a byte of it is read, of a JSON body that the JSON parser would read to
 * its end only to refuse it: a declared length over `limit` (413), or none (a chunked body,
 * 411), whose excess is found only past the limit. On either error body-parser reads the rest
 * of the body, however long it says it is, before answering: a client could make it take
 * gigabytes for one 413. Browsers and HTTP clients declare the length of a body they hold.
 */
export function unboundedJsonBody(req: Request, limit: number): HttpError | undefined {
  if (!req.is("application/json")) return undefined;
  if (req.get("transfer-encoding") !== undefined) {
    return new HttpError(411, "A JSON body must declare its length (Content-Length)");
  }
  if (Number(req.get("content-length") ?? 0) > limit) return new HttpError(413, JSON_TOO_LARGE);
  return undefined;
}
