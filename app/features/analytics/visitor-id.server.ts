import { createHmac, randomBytes } from "node:crypto";

/** A fresh day's secret: 32 random bytes, hex. */
export function newSalt(): string {
  return randomBytes(32).toString("hex");
}

/**
 * The visitor id of one day: HMAC-SHA-256 keyed with that day's salt over the client's
 * address and User-Agent, truncated to 128 bits. Once the salt is deleted the id cannot be
 * recomputed from an address, and the same visitor gets an unrelated id the next day.
 */
export function visitorId(salt: string, address: string, userAgent: string): string {
  return createHmac("sha256", salt).update(`${address}\n${userAgent}`).digest("hex").slice(0, 32);
}
