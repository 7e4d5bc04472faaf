import type { IpAddress } from "~/features/net/ip-address";

/**
 * IP → autonomous system (number and organisation) from the ip-location-db "asn" CSV files
 * ("start,end,asn,org" with numeric, inclusive bounds). The ~515,000 rows are packed into
 * typed arrays sorted by start, about 13 MB in all, and searched by bisection.
 */
export type AsnInfo = { asn: number; org: string };

export type AsnTable = {
  lookup(address: IpAddress): AsnInfo | null;
  size: number;
};

type Row = { start: string; end: string; asn: number; org: string };

/** Calls `onRow` for each well-formed line; yields to the event loop between batches. */
async function eachRow(text: string, onRow: (row: Row) => void, batch = 25_000): Promise<void> {
  let lineStart = 0;
  let count = 0;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd).replace(/\r$/, "");
    lineStart = lineEnd + 1;
    const a = line.indexOf(",");
    const b = line.indexOf(",", a + 1);
    const c = line.indexOf(",", b + 1);
    if (a < 1 || b < 0 || c < 0) continue;
    const asn = Number(line.slice(b + 1, c));
    if (!Number.isInteger(asn)) continue;
    let org = line.slice(c + 1);
    if (org.startsWith('"') && org.endsWith('"')) org = org.slice(1, -1).replaceAll('""', '"');
    onRow({ start: line.slice(0, a), end: line.slice(a + 1, b), asn, org });
    if (++count % batch === 0) await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

const MASK32 = 0xffffffffn;

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

function compareWords(words: Uint32Array, index: number, key: Uint32Array): number {
  for (let k = 0; k < 4; k++) {
    const diff = (words[4 * index + k] as number) - (key[k] as number);
    if (diff !== 0) return diff;
  }
  return 0;
}

export async function buildAsnTable(ipv4Csv: string, ipv6Csv: string): Promise<AsnTable> {
  const orgs = new Map<number, string>();
  const v4: { start: number; end: number; asn: number }[] = [];
  await eachRow(ipv4Csv, (row) => {
    const start = Number(row.start);
    const end = Number(row.end);
    if (!(start <= end) || end > 0xffffffff) return;
    v4.push({ start, end, asn: row.asn });
    if (!orgs.has(row.asn)) orgs.set(row.asn, row.org);
  });
  const v6: { start: bigint; end: bigint; asn: number }[] = [];
  await eachRow(ipv6Csv, (row) => {
    if (!/^\d{1,39}$/.test(row.start) || !/^\d{1,39}$/.test(row.end)) return;
    const start = BigInt(row.start);
    const end = BigInt(row.end);
    if (start > end) return;
    v6.push({ start, end, asn: row.asn });
    if (!orgs.has(row.asn)) orgs.set(row.asn, row.org);
  });
  v4.sort((x, y) => x.start - y.start);
  v6.sort((x, y) => (x.start < y.start ? -1 : x.start > y.start ? 1 : 0));
  // The data has the odd overlapping row: the later range wins, the earlier one is cut short.
  for (let i = 1; i < v4.length; i++) {
    const previous = v4[i - 1]!;
    if (v4[i]!.start <= previous.end) previous.end = v4[i]!.start - 1;
  }
  for (let i = 1; i < v6.length; i++) {
    const previous = v6[i - 1]!;
    if (v6[i]!.start <= previous.end) previous.end = v6[i]!.start - 1n;
  }

  const v4Start = Uint32Array.from(v4, (r) => r.start);
  const v4End = Uint32Array.from(v4, (r) => r.end);
  const v4Asn = Uint32Array.from(v4, (r) => r.asn);
  const v6Start = new Uint32Array(v6.length * 4);
  const v6End = new Uint32Array(v6.length * 4);
  const v6Asn = Uint32Array.from(v6, (r) => r.asn);
  v6.forEach((row, i) => {
    for (let k = 0; k < 4; k++) {
      const shift = BigInt(96 - 32 * k);
      v6Start[4 * i + k] = Number((row.start >> shift) & MASK32);
      v6End[4 * i + k] = Number((row.end >> shift) & MASK32);
    }
  });
  // Joining and splitting copies the names out of the CSV text, which can then be freed.
  const asns = [...orgs.keys()];
  const names = [...orgs.values()].join("\u0000").split("\u0000");
  const orgOf = new Map(asns.map((asn, i) => [asn, names[i] ?? ""]));
  const info = (asn: number): AsnInfo => ({ asn, org: orgOf.get(asn) ?? "" });

  return {
    size: v4.length + v6.length,
    lookup(address) {
      const b = address.bytes;
      if (address.version === 4) {
        const value =
          (((b[0] as number) << 24) >>> 0) +
          ((b[1] as number) << 16) +
          ((b[2] as number) << 8) +
          (b[3] as number);
        const i = lastAtOrBelow(v4.length, (k) => (v4Start[k] as number) - value);
        return i >= 0 && value <= (v4End[i] as number) ? info(v4Asn[i] as number) : null;
      }
      const view = new DataView(b.buffer, b.byteOffset, 16);
      const key = Uint32Array.from({ length: 4 }, (_, k) => view.getUint32(4 * k));
      const i = lastAtOrBelow(v6.length, (k) => compareWords(v6Start, k, key));
      return i >= 0 && compareWords(v6End, i, key) >= 0 ? info(v6Asn[i] as number) : null;
    },
  };
}
