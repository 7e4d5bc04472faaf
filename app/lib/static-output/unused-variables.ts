import { type CssNode, serializeCss } from "./css-blocks";

/**
 * Drops what a subset of the stylesheet no longer refers to (critical-css.ts): custom
 * property declarations no kept rule reads (directly or through another property), the
 * `@property` rules for them, and `@keyframes` no kept rule names. Most of Tailwind's theme
 * and its `--tw-*` registrations serve utilities a given first screen does not use.
 */

/** Splits a declaration block on its top-level semicolons. */
function declarations(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = "";
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = "";
    } else if (c === '"' || c === "'") quote = c;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === ";" && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts.filter((part) => part.trim() !== "");
}

const customProperty = /^\s*(--[\w-]+)\s*:([\s\S]*)$/;
const varReference = /var\(\s*(--[\w-]+)/g;

function* styleBodies(nodes: readonly CssNode[]): Generator<string> {
  for (const node of nodes) {
    if (node.kind !== "block") continue;
    if (typeof node.body !== "string") yield* styleBodies(node.body);
    else if (!/^@(property|keyframes|-webkit-keyframes)\b/.test(node.prelude)) yield node.body;
  }
}

/** The custom properties kept rules read, following references between properties. */
function usedVariables(nodes: readonly CssNode[], extraText: string): Set<string> {
  const definitions = new Map<string, string[]>();
  const used = new Set<string>();
  const read = (text: string, into: string[]) => {
    for (const [, name = ""] of text.matchAll(varReference)) into.push(name);
  };
  const roots: string[] = [];
  read(extraText, roots);
  for (const body of styleBodies(nodes)) {
    for (const declaration of declarations(body)) {
      const custom = customProperty.exec(declaration);
      if (!custom) read(declaration, roots);
      else {
        const refs = definitions.get(custom[1] ?? "") ?? [];
        read(custom[2] ?? "", refs);
        definitions.set(custom[1] ?? "", refs);
      }
    }
  }
  for (let name = roots.pop(); name !== undefined; name = roots.pop()) {
    if (used.has(name)) continue;
    used.add(name);
    roots.push(...(definitions.get(name) ?? []));
  }
  return used;
}

const isKeyframes = (node: CssNode) =>
  node.kind === "block" && /^@(-webkit-)?keyframes\b/.test(node.prelude);

function pruneNodes(nodes: readonly CssNode[], used: Set<string>): CssNode[] {
  const kept: CssNode[] = [];
  for (const node of nodes) {
    if (node.kind !== "block") kept.push(node);
    else if (typeof node.body !== "string") {
      kept.push({ ...node, body: pruneNodes(node.body, used) });
    } else if (node.prelude.startsWith("@property")) {
      if (used.has(node.prelude.slice("@property".length).trim())) kept.push(node);
    } else if (isKeyframes(node)) {
      kept.push(node);
    } else {
      const body = declarations(node.body)
        .filter((d) => {
          const custom = customProperty.exec(d);
          return !custom || used.has(custom[1] ?? "");
        })
        .join(";");
      if (body !== "" || node.prelude.startsWith("@")) kept.push({ ...node, body });
    }
  }
  return kept;
}

/** Is the animation `name` referred to in `text` (a value such as "spin 1s linear")? */
function animationUsed(name: string, text: string): boolean {
  const escaped = name.replace(/[^\w-]/g, "\\$&");
  return new RegExp(`[:\\s,]${escaped}([\\s,;})]|$)`).test(text);
}

/** `extraText` is the page's HTML: inline `style` attributes may read custom properties too. */
export function pruneUnusedVariables(nodes: readonly CssNode[], extraText: string): CssNode[] {
  const pruned = pruneNodes(nodes, usedVariables(nodes, extraText));
  const text = serializeCss(pruned.filter((node) => !isKeyframes(node)));
  return pruned.filter(
    (node) =>
      node.kind !== "block" ||
      !isKeyframes(node) ||
      animationUsed(node.prelude.replace(/^@(-webkit-)?keyframes\s+/, "").trim(), text),
  );
}
