import { DomUtils, parseDocument } from "htmlparser2";
import { type UrlRewriter, rewriteCss, rewriteSrcset, urlRewriter } from "./rewrite-url";

type Element = ReturnType<typeof DomUtils.findAll>[number];

/** Attributes that hold one URL, by element. */
const URL_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ["href"],
  area: ["href"],
  link: ["href"],
  img: ["src"],
  image: ["href"],
  script: ["src"],
  iframe: ["src"],
  frame: ["src"],
  source: ["src"],
  track: ["src"],
  audio: ["src"],
  video: ["src", "poster"],
  input: ["src"],
  embed: ["src"],
  object: ["data"],
  form: ["action"],
  button: ["formaction"],
  body: ["background"],
  table: ["background"],
  td: ["background"],
};

function rewriteElement(element: Element, rewrite: UrlRewriter, proxyId: string) {
  const attribs = element.attribs;
  for (const name of URL_ATTRIBUTES[element.name] ?? []) {
    const value = attribs[name];
    if (value !== undefined) attribs[name] = rewrite(value);
  }
  if (element.name === "form" && attribs.action === undefined) attribs.action = rewrite(".");
  if (element.name === "form" && (attribs.method ?? "get").toLowerCase() === "get") {
    // A GET form replaces the action's query with its fields, so it goes to /api/proxy/form,
    // which rebuilds the target URL from the fields and the hidden target.
    const target = new URLSearchParams(attribs.action?.split("?")[1] ?? "").get("url") ?? "";
    attribs.action = "/api/proxy/form";
    element.children.unshift(
      hidden("__proxy_target", target, element),
      hidden("__proxy_id", proxyId, element),
    );
  }
  for (const name of ["srcset", "imagesrcset"]) {
    const value = attribs[name];
    if (value !== undefined) attribs[name] = rewriteSrcset(value, rewrite);
  }
  if (attribs.style !== undefined) attribs.style = rewriteCss(attribs.style, rewrite);
  // The proxy changes the bytes, so the page's integrity hashes no longer hold.
  delete attribs.integrity;
  if (element.name === "meta") rewriteMeta(element, rewrite);
}

function hidden(name: string, value: string, parent: Element): Element {
  const input = parseDocument(`<input type="hidden">`).children[0] as Element;
  input.attribs.name = name;
  input.attribs.value = value;
  input.parent = parent;
  return input;
}

function rewriteMeta(element: Element, rewrite: UrlRewriter) {
  const attribs = element.attribs;
  const equiv = (attribs["http-equiv"] ?? "").toLowerCase();
  if (equiv === "refresh" && attribs.content) {
    attribs.content = attribs.content.replace(
      /(url\s*=\s*)(['"]?)([^'"]+)\2/i,
      (_whole, lead: string, _quote, url: string) => `${lead}${rewrite(url)}`,
    );
  }
  // We answer in UTF-8; an upstream CSP would only fight ours.
  if (equiv === "content-type" || equiv === "content-security-policy" || attribs.charset) {
    DomUtils.removeElement(element);
  }
}

/**
 * Rewrites a proxied HTML page so that links, forms, images, scripts, stylesheets, frames
 * and CSS url()s load through the proxy as well. A <base href> is applied and removed.
 */
export function rewriteHtml(html: string, pageUrl: URL, proxyId: string): string {
  const document = parseDocument(html, { decodeEntities: true });
  let base = pageUrl;
  const baseElement = DomUtils.findOne((element) => element.name === "base", document.children);
  if (baseElement) {
    try {
      if (baseElement.attribs.href) base = new URL(baseElement.attribs.href, pageUrl);
    } catch {
      // An invalid base is ignored, as browsers do.
    }
    DomUtils.removeElement(baseElement);
  }
  const rewrite = urlRewriter(base, proxyId);
  for (const element of DomUtils.findAll(() => true, document.children)) {
    rewriteElement(element, rewrite, proxyId);
    if (element.name === "style") {
      for (const child of element.children) {
        if (child.type === "text") child.data = rewriteCss(child.data, rewrite);
      }
    }
  }
  return `${DomUtils.getOuterHTML(document, { decodeEntities: true, encodeEntities: "utf8" })}`;
}
