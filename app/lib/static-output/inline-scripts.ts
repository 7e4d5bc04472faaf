/**
 * The inline scripts of a prerendered page, for its hash-based CSP (decision 021). A browser
 * hashes the exact text between `<script …>` and `</script>`, so that is what is returned.
 */
const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const typeAttribute = /\btype\s*=\s*["']?([^"'\s>]+)/i;
const srcAttribute = /(^|\s)src\s*=/i;

/** Script types a browser executes; JSON-LD and other data blocks are not code. */
const executableTypes = new Set(["", "module", "text/javascript", "application/javascript"]);

export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(scriptElement)) {
    if (srcAttribute.test(attributes)) continue;
    const type = (typeAttribute.exec(attributes)?.[1] ?? "").toLowerCase();
    if (executableTypes.has(type)) scripts.push(text);
  }
  return scripts;
}
