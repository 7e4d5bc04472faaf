import type { IpAddress } from "~/lib/net/ip-address";
import { type Packed, parseColumns } from "./asn-columns";

/**
 * IP → autonomous system (number and organisation) from the ip-location-db "asn" CSV files
 * ("start,end,asn,org" with numeric, inclusive bounds). The ~515,000 rows are packed into
 * typed arrays sorted by start, about 15 MB in all, and searched by bisection.
 */
export type AsnInfo = { asn: number; org: string };

export type AsnTable = {
  lookup(address: IpAddress): AsnInfo | null;
  /** Whether some autonomous system is named exactly `org`. */
  hasOrg(org: string): boolean;
  size: number;
};

/** Bisection: the last index whose start is at or below the value. */
function lastAtOrBelow(size: number, compareStart: (i: number) => number): number {
  let lo = 0;
  let hi = size - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (compareStart(mid) <= 0) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

function compareWords(words: ArrayLike<number>, index: number, key: ArrayLike<number>): number {
  for (let k = 0; k < 4; k++) {
    const diff = (words[4 * index + k] as number) - (key[k] as number);
    if (diff !== 0) return diff;
  }
  return 0;
}

export async function buildAsnTable(ipv4Csv: string, ipv6Csv: string): Promise<AsnTable> {
  const orgs = new Map<number, string>();
  const v4 = await parseColumns(ipv4Csv, 1, orgs);
  const v6 = await parseColumns(ipv6Csv, 4, orgs);
  // Joining and splitting copies the names out of the CSV text, which can then be freed. Trimmed:
  // a few end in a space, which no page shows and a share link's name is trimmed of.
  const names = [...orgs.values()]
    .join("\u0000")
    .split("\u0000")
    .map((name) => name.trim());
  const orgOf = new Map([...orgs.keys()].map((asn, i) => [asn, names[i] ?? ""]));
  return searchable(v4, v6, orgOf);
}

/** Kept apart from the parsing, so the lookup closure holds only the packed columns. */
function searchable(v4: Packed, v6: Packed, orgOf: Map<number, string>): AsnTable {
  const info = (asn: number): AsnInfo => ({ asn, org: orgOf.get(asn) ?? "" });
  let orgNames: Set<string> | undefined;
  return {
    size: v4.count + v6.count,
    hasOrg(org) {
      orgNames ??= new Set(orgOf.values());
      return orgNames.has(org);
    },
    lookup(address) {
      const b = address.bytes;
      if (address.version === 4) {
        const value =
          (b[0] as number) * 2 ** 24 +
          ((b[1] as number) << 16) +
          ((b[2] as number) << 8) +
          (b[3] as number);
        const i = lastAtOrBelow(v4.count, (k) => (v4.start[k] as number) - value);
        return i >= 0 && value <= (v4.end[i] as number) ? info(v4.asn[i] as number) : null;
      }
      const view = new DataView(b.buffer, b.byteOffset, 16);
      const key = [0, 1, 2, 3].map((k) => view.getUint32(4 * k));
      const i = lastAtOrBelow(v6.count, (k) => compareWords(v6.start, k, key));
      return i >= 0 && compareWords(v6.end, i, key) >= 0 ? info(v6.asn[i] as number) : null;
    },
  };
}
