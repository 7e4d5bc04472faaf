import { describe, expect, it } from "vitest";
import { rewriteHtml } from "./rewrite-html.server";
import { rewriteCss, rewriteSrcset, urlRewriter } from "./rewrite-url";

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

  it("turns GET forms into /api/proxy/form with the target hidden, and keeps POST forms on the proxy", () => {
    const html = rewriteHtml(
      `<form action="/search"><input name="q"></form><form method="post" action="/login"></form>`,
      page,
      "node-1",
    );
    expect(html).toContain(
      `<form action="/api/proxy/form"><input type="hidden" name="__proxy_target" value="https://site.example/search"><input type="hidden" name="__proxy_id" value="node-1"><input name="q"></form>`,
    );
    expect(html).toContain(
      `<form method="post" action="/api/proxy?url=${encodeURIComponent("https://site.example/login")}&amp;proxyId=node-1">`,
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
});
