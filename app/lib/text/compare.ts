/**
 * Orders text by its lower-cased characters. For the site's own lists (ASCII names and slugs)
 * this is the order `localeCompare(…, "en")` gives, without loading the browser's collator,
 * which costs as much as the first `Intl` formatter (lib/text/format-date.ts).
 */
export function compareText(a: string, b: string): number {
  const left = a.toLowerCase();
  const right = b.toLowerCase();
  return left < right ? -1 : left > right ? 1 : 0;
}
