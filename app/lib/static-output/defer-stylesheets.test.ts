import { describe, expect, it } from "vitest";
import { applyDeferredStylesScript, deferStylesheets, type InlineCss } from "./defer-stylesheets";

const page = (head: string) =>
  `<!DOCTYPE html><html><head>${head}</head><body><main><h1>Title</h1></main></body></html>`;
const site = '<link rel="stylesheet" href="/assets/root-A.css"/>';
const fonts = '<link rel="stylesheet" href="/assets/fonts-B.css"/>';

/** Inline CSS per stylesheet, as the build's subsetter would answer. */
const inline =
  (answers: Record<string, InlineCss | undefined>) =>
  (href: string): InlineCss | undefined =>
    answers[href];

describe("deferStylesheets", () => {
  it("defers a stylesheet whose inline CSS styles the whole page until the app starts", () => {
    const html = deferStylesheets(
      page(site),
      inline({ "/assets/root-A.css": { css: "h1{color:red}", covers: "page" } }),
    );
    expect(html).toContain(
      '<style>h1{color:red}</style><link rel="stylesheet" href="/assets/root-A.css" media="print" data-deferred-style="app"/>',
    );
    // Nothing applies it at load, so no script is added at all.
    expect(html).not.toContain("<script");
    // Without JavaScript the full stylesheet applies as it always did.
    expect(html).toContain(`<noscript>${site}</noscript>`);
  });

  it("leaves a stylesheet to the visitor's intent when the inline CSS covers the app's first render too", () => {
    const html = deferStylesheets(
      page(site),
      inline({ "/assets/root-A.css": { css: "h1{}.result{}", covers: "page-and-app" } }),
      { appModules: ["/assets/route-C.js"] },
    );
    expect(html).toContain('href="/assets/root-A.css" media="print" data-deferred-style="intent"');
    // The client entry applies it, not a script in the page.
    expect(html).not.toContain("<script");
    expect(html).toContain(`<noscript>${site}</noscript>`);
  });

  it("hands the subsetter the app's modules, only when the caller names them", () => {
    const asked: (readonly string[])[] = [];
    const record = (_href: string, { appModules }: { appModules: readonly string[] }) => {
      asked.push(appModules);
      return undefined;
    };
    deferStylesheets(page(site), record, { appModules: ["/assets/route-C.js"] });
    deferStylesheets(page(site), record);
    expect(asked).toEqual([["/assets/route-C.js"], []]);
  });

  it("applies a stylesheet at load when the inline CSS covers the first screen only", () => {
    const html = deferStylesheets(
      page(site),
      inline({ "/assets/root-A.css": { css: "h1{color:red}", covers: "first-screen" } }),
    );
    expect(html).toContain('media="print" data-deferred-style="load"/>');
    expect(html).toContain(`<script>${applyDeferredStylesScript}</script></head>`);
  });

  it("gives the script the response's nonce on a page rendered per request", () => {
    const html = deferStylesheets(
      page(site),
      inline({ "/assets/root-A.css": { css: "h1{}", covers: "first-screen" } }),
      { nonce: "abc123" },
    );
    expect(html).toContain(`<script nonce="abc123">${applyDeferredStylesScript}</script>`);
  });

  it("marks each stylesheet by its own inline CSS and adds the script when one needs it", () => {
    const html = deferStylesheets(
      page(site + fonts),
      inline({
        "/assets/root-A.css": { css: "h1{}", covers: "page" },
        "/assets/fonts-B.css": { css: "p{}", covers: "first-screen" },
      }),
    );
    expect(html).toContain('href="/assets/root-A.css" media="print" data-deferred-style="app"');
    expect(html).toContain('href="/assets/fonts-B.css" media="print" data-deferred-style="load"');
    expect(html).toContain(applyDeferredStylesScript);
  });

  it("leaves a stylesheet it has no CSS for, or one with its own media, as it is", () => {
    const print = '<link rel="stylesheet" href="/assets/root-A.css" media="print"/>';
    expect(deferStylesheets(page(site), inline({}))).toBe(page(site));
    const withMedia = deferStylesheets(
      page(print),
      inline({ "/assets/root-A.css": { css: "h1{}", covers: "page" } }),
    );
    expect(withMedia).toBe(page(print));
  });

  it("does not rewrite a page twice", () => {
    const once = deferStylesheets(
      page(site),
      inline({ "/assets/root-A.css": { css: "h1{}", covers: "page" } }),
    );
    const twice = deferStylesheets(
      once,
      inline({ "/assets/root-A.css": { css: "h1{}", covers: "page" } }),
    );
    expect(twice).toBe(once);
  });
});
