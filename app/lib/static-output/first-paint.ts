import { Parser } from "htmlparser2";

/**
 * Where a page's first screen ends in its HTML (issue 18's "bytes to first paint"): just
 * after the closing tag of the nearest `<section>` holding the page's `<h1>`, or of the
 * h1's parent element when no section holds it. The whole document when it has no h1.
 */
export function firstScreenEnd(html: string): number {
  const stack: string[] = [];
  let target: number | null = null;
  let end = html.length;
  const parser = new Parser(
    {
      onopentag(name) {
        stack.push(name);
        if (name !== "h1" || target !== null) return;
        const section = stack.lastIndexOf("section", stack.length - 2);
        target = section >= 0 ? section : Math.max(0, stack.length - 2);
      },
      onclosetag() {
        if (target !== null && stack.length - 1 === target) {
          end = Math.min(end, parser.endIndex + 1);
          parser.pause();
        }
        stack.pop();
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return end;
}

/** The HTML a browser needs before it can paint the first screen. */
export function firstScreenHtml(html: string): string {
  return html.slice(0, firstScreenEnd(html));
}
