import { describe, expect, it } from "vitest";
import {
  deferHydrationUntilIntent,
  hydrateOnIntent,
  hydratesOnIntent,
  intentPreloads,
  intentScript,
} from "./hydrate-on-intent";
import { inlineScripts } from "./inline-scripts";

/** The shape React Router's <Scripts> gives a production document. */
const moduleBody = [
  ";",
  'import * as route0 from "/assets/root-A.js";',
  'import * as route1 from "/assets/site-layout-B.js";',
  'import * as route2 from "/assets/privacy-C.js";',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-D.js"}};',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/site-layout":route1,"routes/legal/privacy":route2};',
  "",
  'import("/assets/entry.client-D.js");',
].join("\n");

const page = (nonce?: string) =>
  [
    '<!DOCTYPE html><html lang="en"><head><title>Privacy</title>',
    '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-D.js"/>',
    '<link rel="modulepreload" fetchpriority="low" href="/assets/framework-E.js"/>',
    '<link rel="stylesheet" href="/assets/app.css"/></head>',
    "<body><main><h1>Privacy</h1></main>",
    `<script${nonce ? ` nonce="${nonce}"` : ""}>window.__reactRouterContext = {};</script>`,
    `<script type="module" async=""${nonce ? ` nonce="${nonce}"` : ""}>${moduleBody}</script>`,
    '<script>window.__reactRouterContext.streamController.enqueue("[]");</script>',
    "</body></html>",
  ].join("");

const moduleText = (html: string) => /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];

describe("hydratesOnIntent", () => {
  it("is true when any matched route's handle asks for it", () => {
    expect(hydratesOnIntent([undefined, { other: 1 }, hydrateOnIntent])).toBe(true);
    expect(hydratesOnIntent([undefined, null, "on-intent", { hydrate: "eager" }])).toBe(false);
    expect(hydratesOnIntent([])).toBe(false);
  });
});

describe("intentScript", () => {
  it("is one valid script, assembled from its parts", () => {
    expect(() => new Function(intentScript)).not.toThrow();
    expect(intentScript).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\);$/);
  });
});

describe("deferHydrationUntilIntent", () => {
  const html = deferHydrationUntilIntent(page());

  it("removes the module preloads, so reading the page downloads no JavaScript", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
  });

  it("keeps no static import: the route modules are imported after the intent, in order", () => {
    const body = moduleText(html) ?? "";
    expect(body).not.toMatch(/^import \* as/m);
    const wait = body.indexOf("await window.__umbraIntent?.start;");
    const preload = body.indexOf('["/assets/entry.client-D.js","/assets/framework-E.js"]');
    const routes = ["root-A", "site-layout-B", "privacy-C"].map((name) =>
      body.indexOf(`await import("/assets/${name}.js")`),
    );
    const entry = body.indexOf('import("/assets/entry.client-D.js");');
    expect(wait).toBeGreaterThan(0);
    expect(preload).toBeGreaterThan(wait);
    expect(routes[0]).toBeGreaterThan(preload);
    expect(routes[1]).toBeGreaterThan(routes[0] ?? Infinity);
    expect(routes[2]).toBeGreaterThan(routes[1] ?? Infinity);
    expect(entry).toBeGreaterThan(routes[2] ?? Infinity);
    expect(body).toContain('const route1 = await import("/assets/site-layout-B.js");');
    expect(body).toContain('"routes/legal/privacy":route2');
  });

  it("lists what it preloads on intent, for the budget", () => {
    expect(intentPreloads(html)).toEqual(["/assets/entry.client-D.js", "/assets/framework-E.js"]);
    expect(intentPreloads(page())).toEqual([]);
  });

  it("puts the intent script just before the module script, and the CSP sees both", () => {
    expect(html).toContain(`<script>${intentScript}</script><script type="module" async="">`);
    const scripts = inlineScripts(html);
    expect(scripts).toContain(intentScript);
    expect(scripts).toContain(moduleText(html));
  });

  it("gives the intent script the page's nonce when it has one", () => {
    expect(deferHydrationUntilIntent(page("abc"), "abc")).toContain(
      `<script nonce="abc">${intentScript}</script>`,
    );
  });

  it("leaves the rest of the document as it was", () => {
    const strip = (text: string) =>
      text
        .replace(/<link rel="modulepreload"[^>]*>/g, "")
        .replace(/<script>\(function\(\)\{var d=document[\s\S]*?<\/script>/, "")
        .replace(/<script type="module"[\s\S]*?<\/script>/, "");
    expect(strip(html)).toBe(strip(page()));
  });

  it("is a no-op on a document already rewritten or without route imports", () => {
    expect(deferHydrationUntilIntent(html)).toBe(html);
    const plain = '<html><body><script type="module">import("/x.js")</script></body></html>';
    expect(deferHydrationUntilIntent(plain)).toBe(plain);
    expect(deferHydrationUntilIntent("<html><body></body></html>")).toBe(
      "<html><body></body></html>",
    );
  });
});
