import { Parser } from "htmlparser2";
import { formActionPath } from "./proxy-form.server";
import { rewriteCss } from "./rewrite-css";
import { rewriteMeta } from "./rewrite-meta";
import { type UrlRewriter, rewriteSrcset, urlRewriter } from "./rewrite-url";
import { ProxyRefusal } from "./target-url";

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
  input: ["src", "formaction"],
  embed: ["src"],
  object: ["data"],
  form: ["action"],
  button: ["formaction"],
  body: ["background"],
  table: ["background"],
  td: ["background"],
};

const VOID = new Set(
  "area base br col embed hr img input link meta param source track wbr".split(" "),
);
/** Elements whose text the parser hands over undecoded, and which we write back as is. */
const RAW_TEXT = new Set(["script", "style"]);
/**
 * Longest srcset, style and srcdoc attribute rewritten; longer ones are dropped (no real page
 * has them, and rewriting a hostile 9 MB srcset would be a million URLs in one go).
 */
const MAX_LIST_ATTRIBUTE = 65_536;
/** An attribute holding CSS or HTML (style, srcdoc). */
const MAX_CODE_ATTRIBUTE = 262_144;
/**
 * Limits past which a page is refused (502) rather than rewritten: no real page comes near
 * them, and past them the parser's work grows faster than the page. Its cost per tag grows
 * with the nesting depth (browsers stop nesting at 512); it builds a tag's attributes before
 * handing any over; it holds an open tag or an entity-laden text until it ends.
 */
const MAX_DEPTH = 1_024;
const MAX_ATTRIBUTES = 1_000;
const MAX_HELD_CHARACTERS = 262_144;
const unrewritable = () =>
  new ProxyRefusal(502, "The page's markup is too deeply nested or too large to rewrite.");
/** A valid attribute name to write back (the parser is lenient; a browser would be too). */
const ATTRIBUTE_NAME = /^[^\s"'>/=]+$/;

const escapeText = (text: string) =>
  text.replace(/[&<>]/g, (char) => (char === "&" ? "&amp;" : char === "<" ? "&lt;" : "&gt;"));
const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

export type HtmlRewriteOptions = {
  proxyId: string;
  blockScripts: boolean;
  /** Rewriting a frame's srcdoc: a srcdoc inside it is dropped, not rewritten again. */
  inSrcdoc?: boolean;
};

/** Pieces of output, in order: rewritten markup, and stylesheet text still to rewrite. */
export type HtmlPiece = string | { css: string; rewrite: UrlRewriter };

/**
 * A streaming rewriter: feed it text in chunks (`write`), collect the output pieces after
 * each. Only the open tag being read and a <style> element's text are held, never the
 * document, so memory does not grow with the page, and each chunk costs time in
 * proportion to its length. Links, forms, images, srcset, scripts, stylesheets, frames,
 * media, meta refresh and CSS url()/@import go through the proxy; <base href> applies to
 * what follows it and is removed; SRI attributes go (we change the bytes). With
 * `blockScripts`, script elements, event-handler attributes and javascript: URLs go too.
 */
export function createHtmlRewriter(pageUrl: URL, options: HtmlRewriteOptions) {
  const { proxyId, blockScripts, inSrcdoc = false } = options;
  /** What relative URLs resolve against: the page's address, or its first valid <base href>. */
  let baseUrl = pageUrl;
  let rewrite = urlRewriter(baseUrl, proxyId, blockScripts);
  let baseSeen = false;
  let out: HtmlPiece[] = [];
  /** Inside <style>: its text so far (a stylesheet is rewritten whole, once it is closed). */
  let styleText: string | null = null;
  /** Inside a dropped <script> (blocked scripts): its text is not written. */
  let skippingScript = false;
  let rawElement: string | null = null;
  /** Elements open now, attributes on the tag being read, text read since the parser gave any. */
  let depth = 0;
  let attributes = 0;
  let held = 0;
  /**
   * Inside a dropped <noscript> (scripts allowed), how deep. A browser running scripts reads
   * its content as text up to the first "</noscript>", this parser as markup: a link hidden
   * in an attribute here (`<p title="</noscript><a href=…>">`) would be a live, unrewritten
   * link there. A page that runs scripts never shows that content anyway.
   */
  let noscriptDepth = 0;
  /** The method of the form open now (forms do not nest), which its buttons submit with. */
  let formMethod: FormMethod | null = null;

  /**
   * Where a form, or one of its buttons, submits (its action already rewritten): an empty or
   * missing one means the page's own address; a GET submission replaces the query, so the
   * proxied address goes into the path (proxy-form.server.ts).
   */
  function submitAction(action: string | undefined, method: string): string {
    const proxied = action?.trim() ? action : rewrite(pageUrl.href);
    return method === "get" ? formActionPath(proxied) : proxied;
  }

  function openTag(name: string, attribs: Record<string, string>) {
    held = 0;
    if (++depth > MAX_DEPTH) throw unrewritable();
    if (noscriptDepth > 0 || (name === "noscript" && !blockScripts)) {
      if (name === "noscript") noscriptDepth++;
      return;
    }
    if (name === "base") {
      if (!baseSeen && attribs.href) {
        baseSeen = true;
        try {
          baseUrl = new URL(attribs.href, pageUrl);
          rewrite = urlRewriter(baseUrl, proxyId, blockScripts);
        } catch {
          // An invalid base is ignored, as browsers do.
        }
      }
      return;
    }
    if (name === "script" && blockScripts) {
      skippingScript = true;
      return;
    }
    if (name === "meta" && !rewriteMeta(attribs, rewrite)) return;
    // SVG's links and images may name their URL in xlink:href, on any element.
    for (const attribute of [...(URL_ATTRIBUTES[name] ?? []), "xlink:href"]) {
      const value = attribs[attribute];
      if (value !== undefined) attribs[attribute] = rewrite(value);
    }
    // A click's ping would go straight to the site, from the visitor's own address.
    delete attribs.ping;
    for (const attribute of ["srcset", "imagesrcset"]) {
      const value = attribs[attribute];
      if (value === undefined) continue;
      if (value.length > MAX_LIST_ATTRIBUTE) delete attribs[attribute];
      else attribs[attribute] = rewriteSrcset(value, rewrite);
    }
    if (name === "iframe" && attribs.srcdoc !== undefined) {
      // A srcdoc frame is a page of its own that resolves its URLs against this page's base:
      // rewritten as one, one level deep. Only a hostile page nests srcdoc frames, and each
      // level would parse the whole of the next one again.
      if (inSrcdoc || attribs.srcdoc.length > MAX_CODE_ATTRIBUTE) delete attribs.srcdoc;
      else attribs.srcdoc = rewriteWhole(attribs.srcdoc, baseUrl, { ...options, inSrcdoc: true });
    }
    if (attribs.style !== undefined) {
      if (attribs.style.length > MAX_CODE_ATTRIBUTE) delete attribs.style;
      else attribs.style = rewriteCss(attribs.style, rewrite);
    }
    delete attribs.integrity;
    if (name === "form") {
      formMethod = methodOf(attribs.method);
      attribs.action = submitAction(attribs.action, formMethod);
    }
    if ((name === "button" || name === "input") && attribs.formaction !== undefined) {
      // Without formmethod, the button's form's method; a form named by `form=` may come
      // later in the page, so one outside any form is taken as GET, the common case.
      const method = attribs.formmethod === undefined ? formMethod : methodOf(attribs.formmethod);
      attribs.formaction = submitAction(attribs.formaction, method ?? "get");
    }
    let tag = `<${name}`;
    for (const [attribute, value] of Object.entries(attribs)) {
      if (!ATTRIBUTE_NAME.test(attribute)) continue;
      if (blockScripts && /^on/i.test(attribute)) continue;
      tag += ` ${attribute}="${escapeAttribute(value)}"`;
    }
    out.push(`${tag}>`);
    if (name === "style") styleText = "";
    if (RAW_TEXT.has(name)) rawElement = name;
  }

  const parser = new Parser(
    {
      onopentagname() {
        attributes = 0;
      },
      onattribute() {
        held = 0;
        if (++attributes > MAX_ATTRIBUTES) throw unrewritable();
      },
      onopentag: openTag,
      onclosetag(name) {
        held = 0;
        depth--;
        if (noscriptDepth > 0) {
          if (name === "noscript") noscriptDepth--;
          return;
        }
        if (skippingScript && name === "script") {
          skippingScript = false;
          return;
        }
        if (name === "style" && styleText !== null) {
          out.push({ css: styleText, rewrite });
          styleText = null;
        }
        if (rawElement === name) rawElement = null;
        if (name === "form") formMethod = null;
        if (!VOID.has(name) && name !== "base") out.push(`</${name}>`);
      },
      ontext(text) {
        held = 0;
        if (skippingScript || noscriptDepth > 0) return;
        if (styleText !== null) styleText += text;
        else out.push(rawElement ? text : escapeText(text));
      },
      oncomment(text) {
        held = 0;
        if (noscriptDepth === 0) out.push(`<!--${text}-->`);
      },
      onprocessinginstruction(_name, data) {
        held = 0;
        if (noscriptDepth === 0) out.push(`<${data}>`);
      },
    },
    { decodeEntities: true },
  );

  return {
    /** Parses the next chunk; returns the pieces it completed. */
    write(chunk: string): HtmlPiece[] {
      held += chunk.length;
      parser.write(chunk);
      if (held > MAX_HELD_CHARACTERS) throw unrewritable();
      const done = out;
      out = [];
      return done;
    },
    end(): HtmlPiece[] {
      parser.end();
      if (styleText !== null) out.push({ css: styleText, rewrite });
      const done = out;
      out = [];
      return done;
    },
  };
}

type FormMethod = "get" | "post" | "dialog";
/** A method or formmethod attribute's state: GET unless it is "post" or "dialog" in any case. */
function methodOf(value: string | undefined): FormMethod {
  const method = value?.toLowerCase();
  return method === "post" || method === "dialog" ? method : "get";
}

/** The whole document at once (tests and small inputs); the server streams instead. */
export function rewriteHtml(
  html: string,
  pageUrl: URL,
  proxyId: string,
  blockScripts = false,
): string {
  return rewriteWhole(html, pageUrl, { proxyId, blockScripts });
}

function rewriteWhole(html: string, pageUrl: URL, options: HtmlRewriteOptions): string {
  const rewriter = createHtmlRewriter(pageUrl, options);
  const pieces = [...rewriter.write(html), ...rewriter.end()];
  return pieces
    .map((piece) => (typeof piece === "string" ? piece : rewriteCss(piece.css, piece.rewrite)))
    .join("");
}
