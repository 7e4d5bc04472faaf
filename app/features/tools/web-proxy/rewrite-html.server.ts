import { Parser } from "htmlparser2";
import { PROXY_LIMITS } from "./fetch-page.server";
import { createNamespaceTracker } from "./markup-namespace";
import { formActionPath } from "./proxy-form.server";
import { REWRITE_GROWTH_LIMIT, type RewriteBudget, rewriteBudget } from "./rewrite-budget";
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
/**
 * Elements whose text the parser hands over undecoded, and which we write back as is, in
 * the HTML namespace only: inside <svg> or <math> their text is markup (markup-namespace.ts).
 */
const RAW_TEXT = new Set(["script", "style"]);
/**
 * Longest srcset, style and srcdoc attribute rewritten; longer ones are dropped (no real page
 * has them, and rewriting a hostile 9 MB srcset would be a million URLs in one go).
 */
const MAX_LIST_ATTRIBUTE = 65_536;
/** An attribute holding CSS (style). */
const MAX_CODE_ATTRIBUTE = 262_144;
/**
 * A frame's srcdoc, a page rewritten in one go, without a turn of the event loop: 256 K
 * characters of "&" held the loop for 150-300 ms; 64 K hold it for about a quarter of that.
 */
const MAX_SRCDOC = 65_536;
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

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escapeText = (text: string) => text.replace(/[&<>]/g, (char) => ESCAPES[char] ?? char);
/**
 * "<" and ">" too: where the browser reads raw text that the parser read as markup (an <xmp>
 * after a tag that leaves SVG, `<svg><p><xmp>`, is markup to the parser, raw text to a
 * browser), an attribute holding "</xmp><a href=…>" would end it and the link would be live.
 */
const escapeAttribute = (text: string) => text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);
/**
 * A comment as the browser will read it: it ends at the first "-->", "--!>" or a ">" just
 * after "<!--" (and a CDATA section outside SVG and MathML reaches the rewriter as a comment
 * that may hold any of them). With no "<" or ">" left, nothing in it can end it early.
 */
const commentText = (text: string) => text.replace(/[<>]/g, (char) => ESCAPES[char] ?? char);
/** SVG animation (SMIL runs with scripts off) may set a link's href to any URL. */
const animatesHref = (attribs: Record<string, string>) =>
  attribs.attributename?.trim().split(":").at(-1)?.toLowerCase() === "href";
const ANIMATION_VALUES = ["attributename", "from", "to", "by", "values"];

export type HtmlRewriteOptions = {
  proxyId: string;
  blockScripts: boolean;
  /** Rewriting a frame's srcdoc: a srcdoc inside it is dropped, not rewritten again. */
  inSrcdoc?: boolean;
  /** How much the page may grow (rewrite-budget.ts); by default, five times the page limit. */
  budget?: RewriteBudget;
};

/**
 * Pieces of output, in order: rewritten markup, and stylesheet text still to rewrite
 * (`foreign`: in an SVG or MathML <style>, where it is markup; see styleText).
 */
export type HtmlPiece = string | StylePiece;
export type StylePiece = { css: string; rewrite: UrlRewriter; foreign: boolean };

/**
 * A <style> element's text, its url()s rewritten, as it is written out. Inside SVG or MathML
 * it is escaped as text; in HTML it is raw text, where a "<" is written "\3c " (the same
 * character to CSS, in a string, a url() or a comment): should a browser ever read it as
 * markup after all, it holds no tag. "<!--" stays (CSS ignores it; as markup it opens a comment).
 */
export function styleText(piece: StylePiece, rewrittenCss: string): string {
  return piece.foreign ? escapeText(rewrittenCss) : rewrittenCss.replace(/<(?!!--)/g, "\\3c ");
}

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
  const budget = options.budget ?? rewriteBudget(REWRITE_GROWTH_LIMIT * PROXY_LIMITS.maxBytes);
  const spendOnUrls = (characters: number) => budget.rewrittenUrl(characters);
  /** What relative URLs resolve against: the page's address, or its first valid <base href>. */
  let baseUrl = pageUrl;
  let rewrite = urlRewriter(baseUrl, proxyId, blockScripts, spendOnUrls);
  let baseSeen = false;
  let out: HtmlPiece[] = [];
  /** Inside <style>: its text so far (a stylesheet is rewritten whole, once it is closed). */
  let style: StylePiece | null = null;
  /** Inside a dropped <script> (blocked scripts): its text is not written. */
  let skippingScript = false;
  /** Inside an HTML <script> or <style>, whose text the parser gave undecoded: written as is. */
  let rawElement: string | null = null;
  const namespaces = createNamespaceTracker();
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
    const namespace = namespaces.open(name, attribs);
    if (noscriptDepth > 0 || (name === "noscript" && !blockScripts)) {
      if (name === "noscript") noscriptDepth++;
      return;
    }
    if (name === "base") {
      if (!baseSeen && attribs.href) {
        baseSeen = true;
        try {
          baseUrl = new URL(attribs.href, pageUrl);
          rewrite = urlRewriter(baseUrl, proxyId, blockScripts, spendOnUrls);
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
    // SVG's links and images name their URL in href or xlink:href, on any element (<a>,
    // <image>, <use>, <feImage>…), and so may MathML's; on others href means nothing.
    for (const attribute of new Set([...(URL_ATTRIBUTES[name] ?? []), "href", "xlink:href"])) {
      const value = attribs[attribute];
      if (value !== undefined) attribs[attribute] = rewrite(value);
    }
    // <set attributeName="href" to="https://…"> (or <animate values=…>) would give a link,
    // once rewritten, the site's own address back: such an animation animates nothing.
    if (animatesHref(attribs)) for (const attribute of ANIMATION_VALUES) delete attribs[attribute];
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
      if (inSrcdoc || attribs.srcdoc.length > MAX_SRCDOC) delete attribs.srcdoc;
      else {
        // Its URLs count against this page's budget; its text once, as part of this tag.
        attribs.srcdoc = rewriteWhole(attribs.srcdoc, baseUrl, {
          ...options,
          inSrcdoc: true,
          budget: { ...budget, written: () => {} },
        });
      }
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
    // Raw only where both the parser and the browser take it as raw text (HTML namespace).
    const raw = namespace === "html" && !parser.isInForeignContext();
    if (name === "style") style = { css: "", rewrite, foreign: !raw };
    rawElement = raw && RAW_TEXT.has(name) ? name : null;
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
        namespaces.close();
        if (noscriptDepth > 0) {
          if (name === "noscript") noscriptDepth--;
          return;
        }
        if (skippingScript && name === "script") {
          skippingScript = false;
          return;
        }
        if (name === "style" && style !== null) {
          out.push(style);
          style = null;
        }
        if (rawElement === name) rawElement = null;
        if (name === "form") formMethod = null;
        if (!VOID.has(name) && name !== "base") out.push(`</${name}>`);
      },
      ontext(text) {
        held = 0;
        if (skippingScript || noscriptDepth > 0) return;
        if (style !== null) style.css += text;
        else out.push(rawElement ? text : escapeText(text));
      },
      oncomment(text) {
        held = 0;
        if (noscriptDepth === 0) out.push(`<!--${commentText(text)}-->`);
      },
      onprocessinginstruction(_name, data) {
        held = 0;
        if (noscriptDepth === 0) out.push(`<${data}>`);
      },
    },
    { decodeEntities: true },
  );

  /** The pieces completed so far, counted against the budget (stylesheets by their URLs). */
  function completed(): HtmlPiece[] {
    const done = out;
    out = [];
    for (const piece of done) budget.written(typeof piece === "string" ? piece.length : 0);
    return done;
  }

  return {
    /** Parses the next chunk; returns the pieces it completed. */
    write(chunk: string): HtmlPiece[] {
      held += chunk.length;
      parser.write(chunk);
      if (held > MAX_HELD_CHARACTERS) throw unrewritable();
      return completed();
    },
    end(): HtmlPiece[] {
      parser.end();
      if (style !== null) out.push(style);
      return completed();
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
    .map((piece) =>
      typeof piece === "string" ? piece : styleText(piece, rewriteCss(piece.css, piece.rewrite)),
    )
    .join("");
}
