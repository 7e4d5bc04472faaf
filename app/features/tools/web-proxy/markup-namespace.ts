/**
 * Which namespace a browser's tree builder puts each element in (HTML standard, "tree
 * construction": foreign content and integration points), followed along the rewriter's
 * stack of open elements. It matters for <style> and <script>: in HTML their text is raw
 * (written back as is), but inside <svg> or <math> it is ordinary markup, where a "<" in
 * the text starts a tag. htmlparser2's own notion differs (it counts <title>, <desc>, <mi>…
 * as integration points in either namespace and every annotation-xml), so it cannot decide.
 *
 * The model is conservative where the tree builder is not followed exactly: a start tag
 * that breaks out of foreign content (<p>, <div>…) is still taken as foreign, so content
 * is escaped where the browser would take it raw (a stylesheet lost, never a tag made).
 */
export type Namespace = "html" | "svg" | "math";

type Frame = {
  namespace: Namespace;
  /** How the browser reads start tags inside it: by the HTML rules, or as foreign content. */
  children: "html" | "foreign" | "text-integration" | "annotation-xml";
};

const HTML: Frame = { namespace: "html", children: "html" };
const SVG_HTML_INTEGRATION = new Set(["foreignobject", "desc", "title"]);
const MATHML_TEXT_INTEGRATION = new Set(["mi", "mo", "mn", "ms", "mtext"]);
const HTML_ENCODINGS = new Set(["text/html", "application/xhtml+xml"]);

function childFrame(parent: Frame, name: string, attribs: Record<string, string>): Frame {
  const tag = name.toLowerCase();
  const byHtmlRules =
    parent.children === "html" ||
    (parent.children === "text-integration" && tag !== "mglyph" && tag !== "malignmark") ||
    (parent.children === "annotation-xml" && tag === "svg");
  if (byHtmlRules) {
    if (tag === "svg") return { namespace: "svg", children: "foreign" };
    if (tag === "math") return { namespace: "math", children: "foreign" };
    return HTML;
  }
  const { namespace } = parent;
  if (namespace === "svg") {
    return { namespace, children: SVG_HTML_INTEGRATION.has(tag) ? "html" : "foreign" };
  }
  if (MATHML_TEXT_INTEGRATION.has(tag)) return { namespace, children: "text-integration" };
  if (tag === "annotation-xml") {
    const encoding = attribs.encoding?.trim().toLowerCase() ?? "";
    return { namespace, children: HTML_ENCODINGS.has(encoding) ? "html" : "annotation-xml" };
  }
  return { namespace, children: "foreign" };
}

/** Fed every open and close the rewriter sees (they pair up), it tells each element's namespace. */
export function createNamespaceTracker() {
  const stack: Frame[] = [];
  return {
    /** The element just opened: its namespace. */
    open(name: string, attribs: Record<string, string>): Namespace {
      const frame = childFrame(stack.at(-1) ?? HTML, name, attribs);
      stack.push(frame);
      return frame.namespace;
    },
    close(): void {
      stack.pop();
    },
  };
}
