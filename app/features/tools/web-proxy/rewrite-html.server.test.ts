import { describe, expect, it } from "vitest";
import { rewriteBudget } from "./rewrite-budget";
import { rewriteCss } from "./rewrite-css";
import { formActionPath, formActionQuery } from "./proxy-form.server";
import { createHtmlRewriter, rewriteHtml, styleText } from "./rewrite-html.server";
import { rewriteSrcset, urlRewriter } from "./rewrite-url";
import { proxiedPath } from "./target-url";

const page = new URL("https://site.example/dir/page.html");
const p = (url: string) => `/api/proxy?url=${encodeURIComponent(url)}&amp;proxyId=auto`;

describe("rewriteHtml", () => {
  it("sends links, images, scripts and stylesheets through the proxy", () => {
    const html = rewriteHtml(
      `<a href="/about?x=1&amp;y=2">About</a><a href="#top">Top</a><a href="mailto:a@b.example">Mail</a>` +
        `<img src="img/a.png" srcset="a-1x.png 1x, https://cdn.example/a-2x.png 2x">` +
        `<script src="//cdn.example/app.js" integrity="sha384-abc"></script>` +
        `<link rel="stylesheet" href="style.css">`,
      page,
      "auto",
    );
    expect(html).toContain(`<a href="${p("https://site.example/about?x=1&y=2")}">About</a>`);
    expect(html).toContain(`<a href="#top">Top</a>`);
    expect(html).toContain(`<a href="mailto:a@b.example">Mail</a>`);
    expect(html).toContain(`src="${p("https://site.example/dir/img/a.png")}"`);
    expect(html).toContain(
      `srcset="${p("https://site.example/dir/a-1x.png")} 1x, ${p("https://cdn.example/a-2x.png")} 2x"`,
    );
    expect(html).toContain(`<script src="${p("https://cdn.example/app.js")}"></script>`);
    expect(html).not.toContain("integrity");
    expect(html).toContain(`href="${p("https://site.example/dir/style.css")}"`);
  });

  it("sends GET forms to /api/proxy/form/… with the address in the path, and keeps POST forms on the proxy", () => {
    const html = rewriteHtml(
      `<form action="/search"><input name="q"></form><form method="post" action="/login"></form>`,
      page,
      "node-1",
    );
    expect(html).toContain(
      `<form action="${formActionPath(decodeAmp(p("https://site.example/search").replace("auto", "node-1")))}"><input name="q"></form>`,
    );
    expect(html).toContain(
      `<form method="post" action="/api/proxy?url=${encodeURIComponent("https://site.example/login")}&amp;proxyId=node-1">`,
    );
  });

  it("gives a submit button with a formaction its own target, by the method it submits with", () => {
    const form = (method: string) =>
      formActionPath(proxiedPath(`https://site.example/${method}`, "auto", true));
    const html = rewriteHtml(
      `<form action="/search"><button formaction="/images">Images</button>` +
        `<input type="submit" formaction="/login" formmethod="POST"></form>` +
        `<form method="post" action="/login"><button formaction="/search" formmethod="get">Search</button></form>` +
        `<button form="elsewhere" formaction="/later">Later</button>`,
      page,
      "auto",
      true,
    );
    expect(html).toContain(`<button formaction="${form("images")}">Images</button>`);
    expect(html).toContain(
      `<input type="submit" formaction="${p("https://site.example/login")}&amp;js=0" formmethod="POST">`,
    );
    expect(html).toContain(
      `<button formaction="${form("search")}" formmethod="get">Search</button>`,
    );
    // Outside any form (form= may name one later in the page): GET, the common case.
    expect(html).toContain(`<button form="elsewhere" formaction="${form("later")}">Later</button>`);
    // Each proxied address keeps the visitor's choice to block scripts.
    const via = form("images").slice("/api/proxy/form/".length);
    expect(formActionQuery(via)).toEqual({
      url: "https://site.example/images",
      proxyId: "auto",
      js: "0",
    });
  });

  it("submits a form without an action, or with an empty one, to the page's own address", () => {
    const html = rewriteHtml(
      `<form><button formaction="">Go</button></form><form action=" ">`,
      page,
      "auto",
    );
    const own = formActionPath(decodeAmp(p(page.href)));
    expect(html).toBe(
      `<form action="${own}"><button formaction="${own}">Go</button></form><form action="${own}"></form>`,
    );
  });

  it("applies and removes <base>, and drops upstream CSP and charset metas", () => {
    const html = rewriteHtml(
      `<head><base href="https://other.example/x/"><meta charset="iso-8859-1">` +
        `<meta http-equiv="Content-Security-Policy" content="default-src *">` +
        `<meta http-equiv="refresh" content="5; url=/next"></head><a href="y">y</a>`,
      page,
      "auto",
    );
    expect(html).not.toContain("<base");
    expect(html).not.toContain("charset");
    expect(html).not.toContain("Content-Security-Policy");
    expect(html).toContain(`content="5; url=${p("https://other.example/next")}"`);
    expect(html).toContain(`href="${p("https://other.example/x/y")}"`);
  });

  it("rewrites url() in <style> and style attributes, leaving script text alone", () => {
    const html = rewriteHtml(
      `<style>body{background:url(bg.png)}</style><div style="background-image:url('x.svg')"></div><script>if (a < b && c) go("/x")</script>`,
      page,
      "auto",
    );
    expect(html).toContain(
      `<style>body{background:url("${decodeAmp(p("https://site.example/dir/bg.png"))}")}</style>`,
    );
    expect(html).toContain(
      `style="background-image:url(&quot;${p("https://site.example/dir/x.svg")}&quot;)"`,
    );
    expect(html).toContain(`<script>if (a < b && c) go("/x")</script>`);
  });
});

function decodeAmp(text: string) {
  return text.replace(/&amp;/g, "&");
}

describe("rewriteCss and rewriteSrcset", () => {
  const rewrite = urlRewriter(new URL("https://site.example/css/main.css"), "auto");
  it("rewrites url() in every quoting, and @import, but not data: URLs", () => {
    expect(
      rewriteCss(
        `@import "reset.css"; a{background:url(a.png)} b{background:url( "b.png" )} c{background:url(data:image/png;base64,AAAA)}`,
        rewrite,
      ),
    ).toBe(
      `@import "${decodeAmp(p("https://site.example/css/reset.css"))}"; a{background:url("${decodeAmp(p("https://site.example/css/a.png"))}")} b{background:url("${decodeAmp(p("https://site.example/css/b.png"))}")} c{background:url(data:image/png;base64,AAAA)}`,
    );
  });

  it("keeps descriptors in a srcset", () => {
    expect(rewriteSrcset("a.png 480w, b.png 800w", rewrite)).toBe(
      `${decodeAmp(p("https://site.example/css/a.png"))} 480w, ${decodeAmp(p("https://site.example/css/b.png"))} 800w`,
    );
  });

  it("splits a srcset where a browser does, so every URL it would load is rewritten", () => {
    const at = (name: string) => decodeAmp(p(`https://site.example/css/${name}`));
    // A comma after the descriptors ends a candidate, with or without a space after it.
    expect(rewriteSrcset("a.png 1x,b.png 2x", rewrite)).toBe(`${at("a.png")} 1x,${at("b.png")} 2x`);
    // Commas at the end of a URL end the candidate too; within a URL they are part of it.
    expect(rewriteSrcset("a.png,, b.png", rewrite)).toBe(`${at("a.png")},, ${at("b.png")}`);
    expect(rewriteSrcset("a.png,b.png", rewrite)).toBe(at("a.png,b.png"));
    expect(rewriteSrcset(" ,a.png,\n b.png 2x, ", rewrite)).toBe(
      ` ,${at("a.png")},\n ${at("b.png")} 2x, `,
    );
    // A comma inside a URL or inside a descriptor's parentheses does not.
    expect(rewriteSrcset("data:image/png;base64,AA 1x,b.png 2x", rewrite)).toBe(
      `data:image/png;base64,AA 1x,${at("b.png")} 2x`,
    );
    expect(rewriteSrcset("a.png f(1,2),b.png", rewrite)).toBe(
      `${at("a.png")} f(1,2),${at("b.png")}`,
    );
  });
});

describe("the streaming rewriter", () => {
  const html =
    `<!DOCTYPE html><html><head><title>A &amp; B</title><style>a{background:url(x.png)}</style></head>` +
    `<body><p>1 &lt; 2 &amp; 3<br><img src="a.png" alt="&quot;q&quot;"><svg><path d="M0"/></svg>` +
    `<!-- note --><script>if (a < b && c) go()</script><textarea>&lt;b&gt;</textarea></body></html>`;

  it("gives the same document whatever the chunk boundaries", () => {
    const whole = rewriteHtml(html, page, "auto");
    for (const size of [1, 7, 64]) {
      const rewriter = createHtmlRewriter(page, { proxyId: "auto", blockScripts: false });
      const pieces = [];
      for (let at = 0; at < html.length; at += size)
        pieces.push(...rewriter.write(html.slice(at, at + size)));
      pieces.push(...rewriter.end());
      const text = pieces
        .map((piece) =>
          typeof piece === "string"
            ? piece
            : styleText(piece, rewriteCss(piece.css, piece.rewrite)),
        )
        .join("");
      expect(text).toBe(whole);
    }
    expect(whole).toContain("<title>A &amp; B</title>");
    expect(whole).toContain("<p>1 &lt; 2 &amp; 3<br>");
    expect(whole).toContain(`alt="&quot;q&quot;"`);
    expect(whole).toContain(`<svg><path d="M0"></path></svg>`);
    expect(whole).toContain("<!-- note --><script>if (a < b && c) go()</script>");
    expect(whole).toContain("<textarea>&lt;b&gt;</textarea>");
    expect(whole).toContain(`url("${decodeAmp(p("https://site.example/dir/x.png"))}")`);
  });

  it("with scripts blocked, drops scripts, handlers and javascript: links, and keeps the choice in links and forms", () => {
    const html = rewriteHtml(
      `<script src="/a.js"></script><script>alert(1)</script><body onload="go()"><a href="javascript:alert(2)" onclick="x()">x</a>` +
        `<a href="/next">next</a><form action="/s"></form><noscript><p>No JS</p></noscript>`,
      page,
      "auto",
      true,
    );
    expect(html).not.toContain("<script");
    expect(html).not.toContain("alert");
    expect(html).not.toMatch(/onload|onclick/);
    expect(html).toContain(`<a href="#">x</a>`);
    expect(html).toContain(`href="${p("https://site.example/next")}&amp;js=0"`);
    expect(html).toContain(
      `<form action="${formActionPath(proxiedPath("https://site.example/s", "auto", true))}">`,
    );
    expect(html).toContain("<noscript><p>No JS</p></noscript>");
  });

  it("rewrites 1 MB of hostile markup (a style attribute of url( and spaces, 100 k links) in linear time", () => {
    // Just under the style attribute cap (256 KB): rewritten, in linear time.
    const hostile = `<div style="a{background:url(${" ".repeat(250_000)}"></div>`;
    let started = performance.now();
    expect(rewriteHtml(hostile, page, "auto")).toContain("<div style=");
    expect(performance.now() - started).toBeLessThan(1_000);
    // Over it (1 MB): dropped.
    const huge = `<div style="a{background:url(${" ".repeat(1_000_000)}"></div>`;
    expect(rewriteHtml(huge, page, "auto")).toBe("<div></div>");
    // A hostile srcset of a million candidates is dropped, not rewritten in one go.
    const srcset = `<img src="a.png" srcset="${"a.png 1x,".repeat(120_000)}">`;
    started = performance.now();
    expect(rewriteHtml(srcset, page, "auto")).toBe(
      `<img src="${p("https://site.example/dir/a.png")}">`,
    );
    expect(performance.now() - started).toBeLessThan(1_000);
    const links = `<a href="/x">x</a>`.repeat(55_000);
    started = performance.now();
    expect(rewriteHtml(links, page, "auto").length).toBeGreaterThan(links.length);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

describe("rewriteHtml, links a browser follows without a plain href", () => {
  it("sends SVG xlink:href, input formaction and a meta refresh without url= through the proxy, and drops ping", () => {
    const html = rewriteHtml(
      `<svg><a xlink:href="https://evil.example/direct"><text>go</text></a>` +
        `<image xlink:href="/pic.png"/></svg>` +
        `<form method="post"><input type="submit" formaction="https://evil.example/post"></form>` +
        `<a href="/x" ping="https://evil.example/ping">x</a>` +
        `<meta http-equiv="refresh" content="0; https://evil.example/next">` +
        `<meta http-equiv="refresh" content="3">`,
      page,
      "auto",
    );
    // Each of these reached the site directly, from the visitor's own address.
    expect(html).toContain(`<a xlink:href="${p("https://evil.example/direct")}">`);
    expect(html).toContain(`xlink:href="${p("https://site.example/pic.png")}"`);
    expect(html).toContain(`formaction="${p("https://evil.example/post")}"`);
    expect(html).not.toContain("ping=");
    expect(html).toContain(`content="0; url=${p("https://evil.example/next")}"`);
    expect(html).toContain(`content="3"`);
    expect(html).not.toMatch(/"https:\/\/evil\.example/);
  });
});

describe("rewriteHtml, <noscript>", () => {
  const hidden = `<noscript><p title="</noscript><a href=https://evil.example/direct>go</a>">no js</p></noscript><p>after</p>`;

  it("drops it when scripts run: a browser reads it as text, and a link hidden in it went straight to the site", () => {
    const html = rewriteHtml(hidden, page, "auto", false);
    expect(html).not.toContain("evil.example");
    expect(html).not.toContain("no js");
    expect(html).toContain("<p>after</p>");
  });

  it("keeps it, rewritten, when scripts are blocked: the browser then reads it as markup", () => {
    const html = rewriteHtml(`<noscript><a href="/x">no js</a></noscript>`, page, "auto", true);
    expect(html).toBe(
      `<noscript><a href="${p("https://site.example/x")}&amp;js=0">no js</a></noscript>`,
    );
  });
});

describe("rewriteHtml, <iframe srcdoc>", () => {
  /** The srcdoc attribute of the first iframe, as the browser reads it. */
  const srcdocOf = (html: string) =>
    (/srcdoc="([^"]*)"/.exec(html)?.[1] ?? "")
      .replace(
        /&(quot|lt|gt);/g,
        (_entity, name: string) => ({ quot: '"', lt: "<", gt: ">" })[name] ?? "",
      )
      .replace(/&amp;/g, "&");

  it("rewrites the frame's page against this page's base, as the browser resolves it", () => {
    const html = rewriteHtml(
      `<base href="/media/"><iframe srcdoc="<img src=&quot;a.png&quot;><a href=&quot;https://site.example/x&quot;>x</a>"></iframe>`,
      page,
      "auto",
    );
    expect(srcdocOf(html)).toBe(
      `<img src="${p("https://site.example/media/a.png")}"><a href="${p("https://site.example/x")}">x</a>`,
    );
  });

  it("keeps the visitor's choice to block scripts inside it", () => {
    const html = rewriteHtml(
      `<iframe srcdoc="<script>go()</script><p onclick=&quot;go()&quot;>hi</p>"></iframe>`,
      page,
      "auto",
      true,
    );
    expect(srcdocOf(html)).toBe("<p>hi</p>");
  });

  it("drops a srcdoc inside a srcdoc, and one too long to rewrite", () => {
    const nested = rewriteHtml(
      `<iframe srcdoc="<iframe srcdoc='<img src=https://evil.example/a.png>'></iframe>"></iframe>`,
      page,
      "auto",
    );
    expect(srcdocOf(nested)).toBe("<iframe></iframe>");
    const long = rewriteHtml(
      `<iframe srcdoc="${"<b>x</b>".repeat(40_000)}"></iframe>`,
      page,
      "auto",
    );
    expect(long).toBe("<iframe></iframe>");
    // Rewritten in one go, so kept short: 256 K characters of "&" held the event loop 150-300 ms.
    const ampersands = `<iframe srcdoc="${"&".repeat(70_000)}"></iframe>`;
    expect(rewriteHtml(ampersands, page, "auto")).toBe("<iframe></iframe>");
  });
});

describe("rewriteHtml, text that must never become markup", () => {
  /** A tag (not text) carrying the site's own address. */
  const evil = /<[a-z][^<>]*https:\/\/evil/i;

  it("escapes the text of a <style> in SVG or MathML, where a browser reads it as markup", () => {
    const cases = [
      `<math><style>&lt;/style&gt;&lt;/math&gt;&lt;a href="https://evil.example/direct" style="position:fixed;inset:0"&gt;x&lt;/a&gt;</style></math>`,
      `<svg><style>&lt;/style&gt;&lt;a href="https://evil.example/direct"&gt;x&lt;/a&gt;</style></svg>`,
      `<svg><style><![CDATA[</style><a href="https://evil.example/direct">]]></style></svg>`,
    ];
    const [math, svg, cdata] = cases.map((html) => rewriteHtml(html, page, "auto", true));
    expect(math).toBe(
      `<math><style>&lt;/style&gt;&lt;/math&gt;&lt;a href="https://evil.example/direct" style="position:fixed;inset:0"&gt;x&lt;/a&gt;</style></math>`,
    );
    expect(svg).toBe(
      `<svg><style>&lt;/style&gt;&lt;a href="https://evil.example/direct"&gt;x&lt;/a&gt;</style></svg>`,
    );
    expect(cdata).toBe(
      `<svg><style>&lt;/style&gt;&lt;a href="https://evil.example/direct"&gt;</style></svg>`,
    );
  });

  it("follows the browser's integration points, not the parser's (<title> is not one in MathML)", () => {
    const html = rewriteHtml(
      `<math><title><style><svg><a href="https://evil.example/direct"><rect/></a></svg></style></title></math>`,
      page,
      "auto",
      true,
    );
    expect(html).not.toMatch(evil);
    expect(html).toBe(
      `<math><title><style>&lt;svg&gt;&lt;a href="https://evil.example/direct"&gt;&lt;rect/&gt;&lt;/a&gt;&lt;/svg&gt;</style></title></math>`,
    );
    // In SVG's <foreignObject> and MathML's <mi>, <style> is HTML again: its text stays raw.
    expect(
      rewriteHtml(`<svg><foreignObject><style>a>b{}</style></foreignObject></svg>`, page, "auto"),
    ).toBe(`<svg><foreignObject><style>a>b{}</style></foreignObject></svg>`);
    expect(rewriteHtml(`<math><mi><style>a>b{}</style></mi></math>`, page, "auto")).toBe(
      `<math><mi><style>a>b{}</style></mi></math>`,
    );
  });

  it("still rewrites url() in an SVG <style>, and escapes an SVG <script> when scripts run", () => {
    expect(rewriteHtml(`<svg><style>a{fill:url(/x.svg#g)}</style></svg>`, page, "auto")).toBe(
      `<svg><style>a{fill:url("${p("https://site.example/x.svg#g")}")}</style></svg>`,
    );
    expect(rewriteHtml(`<svg><script>if (a &lt; b) go()</script></svg>`, page, "auto")).toBe(
      `<svg><script>if (a &lt; b) go()</script></svg>`,
    );
  });

  it("writes no tag an HTML <style> could hide: a < in it is CSS's \\3c ", () => {
    expect(rewriteHtml(`<style>a::after{content:"<b>"}<!-- --></style>`, page, "auto")).toBe(
      `<style>a::after{content:"\\3c b>"}<!-- --></style>`,
    );
  });

  it("keeps comments, CDATA and attributes from ending raw text early", () => {
    // A CDATA section outside SVG is a comment to the parser; a "-->" in it would end it.
    const cdata = rewriteHtml(
      `<p><![CDATA[ --> <a href="https://evil.example/direct">x</a> ]]></p>`,
      page,
      "auto",
    );
    expect(cdata).not.toMatch(evil);
    expect(cdata).toBe(
      `<p><!--[CDATA[ --&gt; &lt;a href="https://evil.example/direct"&gt;x&lt;/a&gt; ]]--></p>`,
    );
    // <p> leaves SVG in a browser, so its <xmp> is raw text there, markup to the parser:
    // a "</xmp>" in an attribute or a comment inside it would end it for the browser only.
    const xmp = rewriteHtml(
      `<svg><p><xmp><b title="</xmp><a href=https://evil.example/direct>x</a>"></b>` +
        `<!-- </xmp><a href=https://evil.example/direct>x</a> --></xmp></p></svg>`,
      page,
      "auto",
    );
    expect(xmp).toBe(
      `<svg><p><xmp><b title="&lt;/xmp&gt;&lt;a href=https://evil.example/direct&gt;x&lt;/a&gt;"></b>` +
        `<!-- &lt;/xmp&gt;&lt;a href=https://evil.example/direct&gt;x&lt;/a&gt; --></xmp></p></svg>`,
    );
  });
});

describe("rewriteHtml, SVG animation", () => {
  it("takes the URL away from an animation of href, which would undo the link's rewriting", () => {
    const html = rewriteHtml(
      `<svg><a href="/ok"><set attributeName="href" to="https://evil.example/b4"/><text y="20">click</text></a>` +
        `<a xlink:href="/ok"><animate attributeName=" XLINK:HREF " values="https://evil.example/1;https://evil.example/2" dur="1s"/></a>` +
        `<use href="#icon"><animateTransform attributeName="href" from="https://evil.example/3" by="x"/></use>` +
        `<set attributeName="fill" to="red"/></svg>`,
      page,
      "auto",
      true,
    );
    expect(html).not.toContain("evil.example");
    const ok = `${p("https://site.example/ok")}&amp;js=0`;
    expect(html).toBe(
      `<svg><a href="${ok}"><set></set><text y="20">click</text></a>` +
        `<a xlink:href="${ok}"><animate dur="1s"></animate></a>` +
        `<use href="#icon"><animateTransform></animateTransform></use>` +
        `<set attributename="fill" to="red"></set></svg>`,
    );
  });

  it("sends href through the proxy on any element (SVG <use>, MathML)", () => {
    const html = rewriteHtml(
      `<svg><use href="https://evil.example/sprite.svg#i"/></svg><math><mi href="https://evil.example/m">x</mi></math>`,
      page,
      "auto",
    );
    expect(html).toBe(
      `<svg><use href="${p("https://evil.example/sprite.svg#i")}"></use></svg>` +
        `<math><mi href="${p("https://evil.example/m")}">x</mi></math>`,
    );
  });
});

describe("createHtmlRewriter, growth", () => {
  const feed = (html: string, maxCharacters: number) => () => {
    const rewriter = createHtmlRewriter(page, {
      proxyId: "auto",
      blockScripts: false,
      budget: rewriteBudget(maxCharacters),
    });
    for (let offset = 0; offset < html.length; offset += 4096) {
      rewriter.write(html.slice(offset, offset + 4096));
    }
    rewriter.end();
  };

  it("refuses a page that grows past its budget: srcdoc escaping (each & becomes &amp;amp;)", () => {
    const html = `<iframe srcdoc="${"&".repeat(60_000)}"></iframe>`.repeat(5);
    expect(feed(html, 1_000_000)).toThrow(
      "The rewritten page would be larger than 1 MB, the proxy's limit.",
    );
    expect(feed(html, 3_000_000)).not.toThrow();
  });

  it("refuses one attribute of short links under a long <base> before building it whole", () => {
    const base = `<base href="https://site.example/${"a".repeat(4000)}/">`;
    const html = `${base}<div style="${"background:url(b);".repeat(1000)}"></div>`;
    expect(feed(html, 1_000_000)).toThrow(/larger than 1 MB/);
  });
});

describe("createHtmlRewriter against markup built to be slow", () => {
  /** Feeds `html` in the server's 4 KB slices; resolves with the error and the time taken. */
  function feed(html: string) {
    const rewriter = createHtmlRewriter(page, { proxyId: "auto", blockScripts: false });
    const started = performance.now();
    try {
      for (let offset = 0; offset < html.length; offset += 4096) {
        rewriter.write(html.slice(offset, offset + 4096));
      }
      rewriter.end();
      return { error: null, ms: performance.now() - started };
    } catch (error) {
      return { error: (error as Error).message, ms: performance.now() - started };
    }
  }

  it.each([
    // The parser's work per tag grows with the depth: 2 MB of it took tens of seconds.
    ["200,000 nested elements", "<div>".repeat(200_000)],
    [
      "200,000 unclosed inline elements, then close tags",
      "<b>".repeat(200_000) + "</x>".repeat(1000),
    ],
    // Built whole before any is handed over: 1.3 M of them held the loop for 3 s.
    ["one tag with 300,000 attributes", `<p ${"a ".repeat(300_000)}>`],
    ["an attribute value of 2 MB", `<p title="${"x".repeat(2_000_000)}">`],
  ])("refuses %s quickly", (_name, html) => {
    const { error, ms } = feed(html);
    expect(error).toBe("The page's markup is too deeply nested or too large to rewrite.");
    expect(ms).toBeLessThan(2_000);
  });

  it("still rewrites a deep but plausible page", () => {
    const html = `${"<div>".repeat(400)}<a href="/x">x</a>${"</div>".repeat(400)}`;
    expect(feed(html).error).toBeNull();
    expect(rewriteHtml(html, page, "auto")).toContain(`<a href="${p("https://site.example/x")}">`);
  });
});

describe("createHtmlRewriter, long runs the parser holds", () => {
  it.each([
    ["2 MB of ampersands", `<p>${"&".repeat(2_000_000)}</p>`],
    ["a textarea of 2 MB of <", `<textarea>${"<".repeat(2_000_000)}</textarea>`],
  ])("rewrites or refuses %s in slices, never in one long block", (_name, html) => {
    const rewriter = createHtmlRewriter(page, { proxyId: "auto", blockScripts: false });
    let longest = 0;
    try {
      for (let offset = 0; offset < html.length; offset += 4096) {
        const started = performance.now();
        rewriter.write(html.slice(offset, offset + 4096));
        longest = Math.max(longest, performance.now() - started);
      }
    } catch (error) {
      expect((error as Error).message).toMatch(/too deeply nested or too large/);
    }
    expect(longest).toBeLessThan(200);
  });
});
