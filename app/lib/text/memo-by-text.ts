/**
 * `transform` remembered by its input text: the same text (equal, not the same object) is
 * transformed once while it stays among the most recently used. What is kept is bounded by
 * characters, each input's plus what `charsOf` counts of its result, so a few long texts
 * cannot grow it without end; one longer than the bound on its own is transformed every time
 * and not kept. For pure transforms only, whose results nobody changes.
 */
export function memoByText<T>(
  transform: (text: string) => T,
  maxChars: number,
  charsOf: (result: T) => number,
): (text: string) => T {
  // A Map iterates in insertion order: a hit is moved to the end, the oldest is first.
  const kept = new Map<string, { result: T; chars: number }>();
  let keptChars = 0;
  return (text) => {
    const known = kept.get(text);
    if (known) {
      kept.delete(text);
      kept.set(text, known);
      return known.result;
    }
    const result = transform(text);
    const chars = text.length + charsOf(result);
    if (chars > maxChars) return result;
    kept.set(text, { result, chars });
    keptChars += chars;
    for (const [oldest, entry] of kept) {
      if (keptChars <= maxChars) break;
      kept.delete(oldest);
      keptChars -= entry.chars;
    }
    return result;
  };
}
