/** How close to the top of the viewport a heading must be to count as the current section. */
export const CURRENT_HEADING_OFFSET = 100;

/**
 * The current section while reading: the last heading whose top is within `offset` px of the
 * viewport's top (or above it). Before the first heading reaches that line, there is none.
 */
export function currentHeadingId(
  headings: readonly { id: string; top: number }[],
  offset = CURRENT_HEADING_OFFSET,
): string | undefined {
  let current: string | undefined;
  for (const heading of headings) {
    if (heading.top <= offset) current = heading.id;
    else break;
  }
  return current;
}

/** How far through the article the reader is, 0 to 100, from its box relative to the viewport. */
export function readingProgress(
  article: { top: number; height: number },
  viewportHeight: number,
): number {
  const scrollable = article.height - viewportHeight;
  if (scrollable <= 0) return article.top <= 0 ? 100 : 0;
  const ratio = -article.top / scrollable;
  return Math.round(Math.min(1, Math.max(0, ratio)) * 100);
}
