/**
 * What one line of text cannot hold: C0 and C1 controls (U+0085 is a line break to some
 * readers), the line and paragraph separators, Unicode's noncharacters of the Basic
 * Multilingual Plane, and a surrogate without its pair (not a character at all). XML cannot
 * hold most of them, and a feed or a sitemap would drop or break on them.
 */
const NOT_ONE_LINE_TEXT =
  // eslint-disable-next-line no-control-regex -- these are the characters it finds
  /[\u0000-\u001F\u007F-\u009F\u2028\u2029\uFDD0-\uFDEF\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The bidirectional embeddings, overrides and isolates (U+202A-202E, U+2066-2069): invisible,
 * they reorder the text after them, so a title can read in the admin list, the blog or a feed
 * as something other than what it holds ("Trojan Source"). The marks LRM, RLM and ALM (U+200E,
 * U+200F, U+061C) stay: real right-to-left text needs them (a Latin name or a number within
 * Hebrew or Arabic), and each only acts as a strong letter where it stands, so it cannot turn
 * a run of text around.
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * Whether `text` holds nothing one line of text cannot, and no direction control (for input
 * that is refused if not).
 */
export function isOneLineText(text: string): boolean {
  NOT_ONE_LINE_TEXT.lastIndex = 0;
  DIRECTION_CONTROLS.lastIndex = 0;
  return !NOT_ONE_LINE_TEXT.test(text) && !DIRECTION_CONTROLS.test(text);
}

/**
 * `text` with each direction control written out where it stands ("[U+202E]"), for showing
 * text stored before they were refused (a row written by SQL, an import, an older version):
 * shown as it is, one reorders the rest of its line, the words around it in a sentence
 * ("… will be removed for good") included, and the admin would read something other than
 * what is stored.
 */
export function withVisibleDirectionControls(text: string): string {
  return text.replace(
    DIRECTION_CONTROLS,
    (control) => `[U+${control.codePointAt(0)!.toString(16).toUpperCase()}]`,
  );
}

/**
 * `text` as one line (for text that is kept whatever it holds, such as a generator's):
 * direction controls are dropped (they are invisible, and stand for no space), what else a
 * line cannot hold becomes a space, runs of white space one space, and the result is cut to
 * at most `limit` characters without splitting a character's surrogate pair.
 */
export function toOneLineText(text: string, limit = Infinity): string {
  const line = text
    .replace(DIRECTION_CONTROLS, "")
    .replace(NOT_ONE_LINE_TEXT, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (line.length <= limit) return line;
  const end = /[\uD800-\uDBFF]/.test(line[limit - 1]!) ? limit - 1 : limit;
  return line.slice(0, end).trimEnd();
}
