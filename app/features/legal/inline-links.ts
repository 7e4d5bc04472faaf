/** A run of text, or a link written in the text as [label](href). */
export type InlineSegment = { text: string; href?: string };

const linkPattern = /\[([^\]]+)\]\(((?:\/|mailto:|https:\/\/)[^)\s]*)\)/g;

/**
 * Splits text into plain runs and links. Only site paths, mailto: and https: targets are
 * links; anything else in brackets stays text as written.
 */
export function parseInlineLinks(text: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index) });
    segments.push({ text: match[1] ?? "", href: match[2] });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}
