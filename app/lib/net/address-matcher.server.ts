import { BlockList, isIP } from "node:net";
import type { AddressRange } from "~/config/address-list.server";
import { normalizeAddress } from "./ip-address";

/** Answers whether an address lies in any of `ranges` (node:net BlockList does the CIDR maths). */
export type AddressMatcher = (address: string) => boolean;

export function createAddressMatcher(ranges: readonly AddressRange[]): AddressMatcher {
  if (ranges.length === 0) return () => false;
  const list = new BlockList();
  for (const range of ranges) {
    const full = range.prefix === (range.family === "ipv4" ? 32 : 128);
    if (full) list.addAddress(range.address, range.family);
    else list.addSubnet(range.address, range.prefix, range.family);
  }
  return (address) => {
    const normalized = normalizeAddress(address);
    const version = isIP(normalized);
    if (version === 0) return false;
    return list.check(normalized, version === 4 ? "ipv4" : "ipv6");
  };
}
