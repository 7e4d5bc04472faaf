import { z } from "zod";
import { parseAddressList } from "./address-list.server";

/** Express's names for address ranges ("loopback": 127.0.0.0/8 and ::1, and so on). */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUST_PROXY: which peers' X-Forwarded-For is believed. Either the addresses or CIDR
 * ranges of the reverse proxies ("loopback", "10.0.0.0/8, 2001:db8::1"), the safe choice:
 * a client that reaches the port directly is not one of them, so its header is ignored;
 * or a hop count (0 to 10), the weaker choice: with N hops, the Nth entry from the right is
 * believed from whoever connects. "true" (trust every peer) is refused: it would let any
 * client name its own address.
 */
export const TrustProxySchema = z
  .string()
  .trim()
  .default("0")
  .transform((text, ctx): number | string[] => {
    if (/^\d+$/.test(text)) {
      const hops = Number(text);
      if (hops <= 10) return hops;
      ctx.addIssue({ code: "custom", message: "a hop count must be between 0 and 10" });
      return z.NEVER;
    }
    const entries = text.split(/[\s,]+/).filter(Boolean);
    try {
      for (const entry of entries) {
        if (!RANGE_NAMES.has(entry)) parseAddressList(entry);
      }
    } catch {
      ctx.addIssue({
        code: "custom",
        message:
          'must be a hop count (0-10) or proxy addresses and CIDR ranges ("loopback", "10.0.0.0/8", …)',
      });
      return z.NEVER;
    }
    return entries;
  });
