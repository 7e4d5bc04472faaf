/**
 * Reading the ip-location-db "asn" CSV files ("start,end,asn,org", numeric inclusive bounds)
 * into typed columns: 1 word per bound for IPv4, 4 (most significant first) for IPv6.
 */
type Row = { start: string; end: string; asn: number; org: string };

/** Calls `onRow` for each well-formed line; yields to the event loop between batches. */
async function eachRow(text: string, onRow: (row: Row) => void, batch = 50_000): Promise<void> {
  let lineStart = 0;
  let count = 0;
  while (lineStart < text.length) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    const a = text.indexOf(",", lineStart);
    const b = a === -1 ? -1 : text.indexOf(",", a + 1);
    const c = b === -1 ? -1 : text.indexOf(",", b + 1);
    if (a > lineStart && c !== -1 && c < lineEnd) {
      const asn = Number(text.slice(b + 1, c));
      let org = text.slice(c + 1, text.charCodeAt(lineEnd - 1) === 13 ? lineEnd - 1 : lineEnd);
      if (org.length >= 2 && org.startsWith('"') && org.endsWith('"'))
        org = org.slice(1, -1).replaceAll('""', '"');
      if (Number.isInteger(asn))
        onRow({ start: text.slice(lineStart, a), end: text.slice(a + 1, b), asn, org });
    }
    lineStart = lineEnd + 1;
    if (++count % batch === 0) await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

/** Writes a 128-bit decimal as four 32-bit words (most significant first); false if invalid. */
function writeDecimal(text: string, target: Uint32Array, at: number): boolean {
  if (text.length === 0 || text.length > 39) return false;
  let value: bigint;
  try {
    value = BigInt(text);
  } catch {
    return false;
  }
  if (value < 0n || value >> 128n !== 0n) return false;
  for (let k = 3; k >= 0; k--) {
    target[at + k] = Number(value & 0xffffffffn);
    value >>= 32n;
  }
  return true;
}

function countLines(text: string): number {
  let count = 1;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) count++;
  return count;
}

export type Packed = {
  start: Uint32Array;
  end: Uint32Array;
  asn: Uint32Array;
  width: number;
  count: number;
};

/** Parses one CSV into typed columns; `width` is 1 for IPv4 and 4 (32-bit words) for IPv6. */
export async function parseColumns(
  text: string,
  width: 1 | 4,
  orgs: Map<number, string>,
): Promise<Packed> {
  const capacity = countLines(text);
  const packed: Packed = {
    start: new Uint32Array(capacity * width),
    end: new Uint32Array(capacity * width),
    asn: new Uint32Array(capacity),
    width,
    count: 0,
  };
  await eachRow(text, (row) => {
    const at = packed.count * width;
    if (width === 1) {
      const start = Number(row.start);
      const end = Number(row.end);
      if (
        !Number.isInteger(start) ||
        !Number.isInteger(end) ||
        start < 0 ||
        start > end ||
        end > 0xffffffff
      )
        return;
      packed.start[at] = start;
      packed.end[at] = end;
    } else if (
      !writeDecimal(row.start, packed.start, at) ||
      !writeDecimal(row.end, packed.end, at) ||
      compareRows(packed.start, packed.count, packed.end, packed.count, 4) > 0
    ) {
      return;
    }
    packed.asn[packed.count++] = row.asn;
    if (!orgs.has(row.asn)) orgs.set(row.asn, row.org);
  });
  return sortAndClip(packed);
}

/** Compares row i of `a` with row j of `b`, word by word. */
function compareRows(a: Uint32Array, i: number, b: Uint32Array, j: number, width: number): number {
  for (let k = 0; k < width; k++) {
    const diff = (a[i * width + k] as number) - (b[j * width + k] as number);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Start order (the files are sorted; sorting is a fallback), then overlaps cut: the later range wins. */
function sortAndClip(packed: Packed): Packed {
  const { width, count } = packed;
  let sorted = packed;
  for (let i = 1; i < count; i++) {
    if (compareRows(packed.start, i - 1, packed.start, i, width) > 0) {
      const order = Array.from({ length: count }, (_, k) => k).sort((x, y) =>
        compareRows(packed.start, x, packed.start, y, width),
      );
      sorted = {
        ...packed,
        start: new Uint32Array(count * width),
        end: new Uint32Array(count * width),
        asn: new Uint32Array(count),
      };
      order.forEach((from, to) => {
        sorted.start.set(packed.start.subarray(from * width, from * width + width), to * width);
        sorted.end.set(packed.end.subarray(from * width, from * width + width), to * width);
        sorted.asn[to] = packed.asn[from] as number;
      });
      break;
    }
  }
  const { start, end } = sorted;
  for (let i = 1; i < count; i++) {
    if (compareRows(start, i, end, i - 1, width) > 0) continue;
    // end[i - 1] = start[i] - 1, with a borrow across the words.
    const at = (i - 1) * width;
    end.set(start.subarray(i * width, i * width + width), at);
    for (let k = width - 1; k >= 0; k--) {
      if (end[at + k] !== 0) {
        end[at + k] = (end[at + k] as number) - 1;
        break;
      }
      end[at + k] = 0xffffffff;
    }
  }
  return {
    width,
    count,
    start: start.slice(0, count * width),
    end: end.slice(0, count * width),
    asn: sorted.asn.slice(0, count),
  };
}
