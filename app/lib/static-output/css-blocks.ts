/**
 * A minimal reader for the build's minified stylesheet: enough structure to drop the style
 * rules a page does not use (critical-css.ts). It understands strings, comments, nested
 * blocks (at-rules and CSS nesting) and statements; it does not interpret values.
 */
export type CssNode =
  | { kind: "statement"; text: string }
  | { kind: "block"; prelude: string; body: CssNode[] | string };

/** At-rules whose body holds declarations or keyframes, never style rules to filter. */
const opaqueAtRules = /^@(font-face|property|keyframes|-webkit-keyframes|page|counter-style)\b/i;

/** Index just past the string or comment starting at `i`, or `i` if none starts there. */
function skipQuoted(css: string, i: number): number {
  const c = css[i];
  if (c === '"' || c === "'") {
    let j = i + 1;
    while (j < css.length && css[j] !== c) j += css[j] === "\\" ? 2 : 1;
    return j + 1;
  }
  if (c === "/" && css[i + 1] === "*") {
    const end = css.indexOf("*/", i + 2);
    return end === -1 ? css.length : end + 2;
  }
  return i;
}

/** Index of the `}` closing the block whose body starts at `start`. */
function blockEnd(css: string, start: number): number {
  let depth = 0;
  for (let i = start; i < css.length; i++) {
    const skipped = skipQuoted(css, i);
    if (skipped !== i) {
      i = skipped - 1;
      continue;
    }
    if (css[i] === "{") depth++;
    else if (css[i] === "}") {
      if (depth === 0) return i;
      depth--;
    }
  }
  return css.length;
}

/** Does a style rule's body hold nested rules (CSS nesting) rather than only declarations? */
function hasNestedBlock(body: string): boolean {
  for (let i = 0; i < body.length; i++) {
    const skipped = skipQuoted(body, i);
    if (skipped !== i) i = skipped - 1;
    else if (body[i] === "{") return true;
  }
  return false;
}

export function parseCss(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    const skipped = skipQuoted(css, i);
    if (skipped !== i) {
      i = skipped - 1;
      continue;
    }
    const c = css[i];
    if (c === ";") {
      const text = css.slice(start, i + 1).trim();
      if (text !== ";") nodes.push({ kind: "statement", text });
      start = i + 1;
    } else if (c === "{") {
      const prelude = css.slice(start, i).trim();
      const end = blockEnd(css, i + 1);
      const inner = css.slice(i + 1, end);
      const opaque =
        opaqueAtRules.test(prelude) || (!prelude.startsWith("@") && !hasNestedBlock(inner));
      nodes.push({ kind: "block", prelude, body: opaque ? inner : parseCss(inner) });
      i = end;
      start = end + 1;
    } else if (c === "}") {
      start = i + 1;
    }
  }
  const rest = css.slice(start).trim();
  if (rest) nodes.push({ kind: "statement", text: rest });
  return nodes;
}

export function serializeCss(nodes: readonly CssNode[]): string {
  return nodes
    .map((node) =>
      node.kind === "statement"
        ? node.text
        : `${node.prelude}{${typeof node.body === "string" ? node.body : serializeCss(node.body)}}`,
    )
    .join("");
}
