/**
 * `text` without the run of `char` at its end ("/blog///" → "/blog"), in time linear in its
 * length. A regular expression such as /\/+$/ takes time quadratic in the length of a run that
 * is not at the end (16,000 slashes then a letter: 150-300 ms of one request's CPU), and paths,
 * URLs and srcset words come from visitors and proxied pages.
 */
export function withoutTrailing(text: string, char: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === char) end--;
  return end === text.length ? text : text.slice(0, end);
}
