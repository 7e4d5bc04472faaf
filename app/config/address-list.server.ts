import { isIP } from "node:net";

/** One entry of an address list: a single address is a range with the full prefix. */
export type AddressRange = { address: string; prefix: number; family: "ipv4" | "ipv6" };

/**
 * Parses a list of IPv4/IPv6 addresses and CIDR ranges separated by commas or spaces
 * ("10.0.0.0/8, 2001:db8::/32 192.0.2.7"). Throws an Error naming the first bad entry.
 */
export function parseAddressList(text: string): AddressRange[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const [address = "", prefixText, extra] = entry.split("/");
      const version = isIP(address);
      const family = version === 4 ? "ipv4" : "ipv6";
      const maxPrefix = version === 4 ? 32 : 128;
      const prefix = prefixText === undefined ? maxPrefix : Number(prefixText);
      const validPrefix =
        prefixText === undefined || (/^\d{1,3}$/.test(prefixText) && prefix <= maxPrefix);
      if (version === 0 || extra !== undefined || !validPrefix) {
        throw new Error(`"${entry}" is not an IP address or CIDR range`);
      }
      return { address, prefix, family };
    });
}
