/**
 * What one line of text cannot hold: C0 and C1 controls (U+0085 is a line break to some
 * readers), the line and paragraph separators, Unicode's noncharacters of the Basic
 * Multilingual Plane, and a surrogate without its pair (not a character at all). XML cannot
 * hold most of them, and a feed or a sitemap would drop or break on them.
 */
const NOT_ONE_LINE_TEXT =
  // eslint-disable-next-line no-control-regex -- these are the characters it finds
  /[\u0000-\u001F\u007F-\u009F\u2028\u2029\uFDD0-\uFDEF\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Whether `text` holds nothing one line of text cannot (for input that is refused if not). */
export function isOneLineText(text: string): boolean {
  NOT_ONE_LINE_TEXT.lastIndex = 0;
  return !NOT_ONE_LINE_TEXT.test(text);
}

/**
 * `text` as one line (for text that is kept whatever it holds, such as a generator's):
 * what a line cannot hold becomes a space, runs of white space one space, and the result is
 * cut to at most `limit` characters without splitting a character's surrogate pair.
 */
export function toOneLineText(text: string, limit = Infinity): string {
  const line = text.replace(NOT_ONE_LINE_TEXT, " ").replace(/\s+/g, " ").trim();
  if (line.length <= limit) return line;
  const end = /[\uD800-\uDBFF]/.test(line[limit - 1]!) ? limit - 1 : limit;
  return line.slice(0, end).trimEnd();
}
