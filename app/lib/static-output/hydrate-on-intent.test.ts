import { describe, expect, it } from "vitest";
import {
  deferHydration,
  deferredHydration,
  deferredModules,
  hydrateAfterLoad,
  hydrateOnIntent,
  intentScript,
  scrollRestorationScript,
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

/**
 * React Router's <ScrollRestoration> script, shortened: its opening and its call are what the
 * rewrite matches (tests/api/static-output.test.ts checks the real one on built pages).
 */
const reactRouterScrollScript = [
  "((storageKey2, restoreKey) => {",
  "    if (!window.history.state || !window.history.state.key) {",
  '      window.history.replaceState({ key: "k" }, "");',
  "    }",
  '  })("react-router-scroll-positions", null)',
].join("\n");

const page = (nonce?: string) =>
  [
    '<!DOCTYPE html><html lang="en"><head><title>Privacy</title>',
    '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-D.js"/>',
    '<link rel="modulepreload" fetchpriority="low" href="/assets/framework-E.js"/>',
    '<link rel="stylesheet" href="/assets/app.css"/></head>',
    "<body><main><h1>Privacy</h1></main>",
    `<script${nonce ? ` nonce="${nonce}"` : ""}>${reactRouterScrollScript}</script>`,
    `<script${nonce ? ` nonce="${nonce}"` : ""}>window.__reactRouterContext = {};</script>`,
    `<script type="module" async=""${nonce ? ` nonce="${nonce}"` : ""}>${moduleBody}</script>`,
    '<script>window.__reactRouterContext.streamController.enqueue("[]");</script>',
    "</body></html>",
  ].join("");

const moduleText = (html: string) =>
  /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];

describe("deferredHydration", () => {
  it("is what any matched route's handle asks for", () => {
    expect(deferredHydration([undefined, { other: 1 }, hydrateOnIntent])).toBe("on-intent");
    expect(deferredHydration([hydrateAfterLoad, null])).toBe("after-load");
  });

  it("prefers after load to intent alone: such a page cannot wait for the visitor", () => {
    expect(deferredHydration([hydrateOnIntent, hydrateAfterLoad])).toBe("after-load");
    expect(deferredHydration([hydrateAfterLoad, hydrateOnIntent])).toBe("after-load");
  });

  it("is null when no handle asks (the page hydrates with itself)", () => {
    expect(deferredHydration([undefined, null, "on-intent", { hydrate: "eager" }])).toBeNull();
    expect(deferredHydration([])).toBeNull();
  });
});

describe("intentScript", () => {
  it("is one valid script, assembled from its parts", () => {
    expect(() => new Function(intentScript)).not.toThrow();
    expect(intentScript).toMatch(/^\(function\(\)\{[\s\S]*\}\)\(\);$/);
  });
});

describe("deferHydration until intent", () => {
  const html = deferHydration(page(), "on-intent");

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

  it("starts the preloads a few per task, in order, each group after a yield: no long task", async () => {
    const hrefs = Array.from({ length: 10 }, (_, index) => `/assets/m${index}.js`);
    const many = page()
      .replace(/<link rel="modulepreload"[^>]*>/g, "")
      .replace(
        "<title>",
        `${hrefs.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("")}<title>`,
      );
    const body = moduleText(deferHydration(many, "on-intent")) ?? "";
    const preloading = body.slice(body.indexOf("const preloads"), body.indexOf("const route0"));
    const appended: string[] = [];
    const tasks: string[][] = [];
    const yieldTask = () => {
      tasks.push([]);
      return Promise.resolve();
    };
    const document = {
      createElement: () => ({}),
      head: {
        append: (link: { rel: string; href: string }) => {
          expect(link.rel).toBe("modulepreload");
          appended.push(link.href);
          tasks.at(-1)?.push(link.href);
        },
      },
    };
    const AsyncFunction = (async () => {}).constructor as new (
      ...args: string[]
    ) => (...values: unknown[]) => Promise<void>;
    await new AsyncFunction("window", "document", preloading)(
      { scheduler: { yield: yieldTask } },
      document,
    );
    expect(appended).toEqual(hrefs);
    expect(tasks.map((task) => task.length)).toEqual([3, 3, 3, 1]);
  });

  it("lists what it preloads on intent, for the budget", () => {
    expect(deferredModules(html)).toEqual({
      modules: ["/assets/entry.client-D.js", "/assets/framework-E.js"],
      afterLoad: false,
    });
    expect(deferredModules(page())).toEqual({ modules: [], afterLoad: false });
  });

  it("does not start the app at the page's load", () => {
    expect(moduleText(html)).not.toContain('addEventListener("load"');
  });

  it("puts the intent script just before the module script, and the CSP sees both", () => {
    expect(html).toContain(`<script>${intentScript}</script><script type="module" async="">`);
    const scripts = inlineScripts(html);
    expect(scripts).toContain(intentScript);
    expect(scripts).toContain(moduleText(html));
  });

  it("gives the intent script the page's nonce when it has one", () => {
    expect(deferHydration(page("abc"), "on-intent", "abc")).toContain(
      `<script nonce="abc">${intentScript}</script>`,
    );
  });

  it("leaves the rest of the document as it was", () => {
    const strip = (text: string) =>
      text
        .replace(/<link rel="modulepreload"[^>]*>/g, "")
        .replace(/<script>\(function\(\)\{var d=document[\s\S]*?<\/script>/, "")
        .replace(/<script type="module"[\s\S]*?<\/script>/, "")
        .replace(reactRouterScrollScript, "")
        .replace(scrollRestorationScript, "");
    expect(strip(html)).toBe(strip(page()));
  });

  it("is a no-op on a document already rewritten or without route imports", () => {
    expect(deferHydration(html, "on-intent")).toBe(html);
    expect(deferHydration(html, "after-load")).toBe(html);
    const plain = '<html><body><script type="module">import("/x.js")</script></body></html>';
    expect(deferHydration(plain, "on-intent")).toBe(plain);
    expect(deferHydration("<html><body></body></html>", "after-load")).toBe(
      "<html><body></body></html>",
    );
  });
});

describe("deferHydration until after load", () => {
  const html = deferHydration(page(), "after-load");
  const body = moduleText(html) ?? "";

  it("is the intent rewrite, and the page's load starts the app before the wait", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(`<script>${intentScript}</script><script type="module" async="">`);
    const load = body.indexOf('addEventListener("load", () => intent?.begin(), { once: true })');
    expect(load).toBeGreaterThan(0);
    expect(body.indexOf("await window.__umbraIntent?.start;")).toBeGreaterThan(load);
  });

  it("starts the app at the load event, or at once when the document has already loaded", () => {
    const start = body.slice(0, body.indexOf("await window.__umbraIntent?.start;"));
    const run = (readyState: string) => {
      const listeners: Record<string, () => void> = {};
      let begun = 0;
      new Function("window", "document", "addEventListener", start)(
        { __umbraIntent: { begin: () => begun++ } },
        { readyState },
        (type: string, listener: () => void) => (listeners[type] = listener),
      );
      const beforeLoad = begun;
      listeners.load?.();
      return [beforeLoad, begun];
    };
    expect(run("interactive")).toEqual([0, 1]);
    expect(run("complete")).toEqual([1, 1]);
  });

  it("counts its modules as loaded with the page, for the budget", () => {
    expect(deferredModules(html)).toEqual({
      modules: ["/assets/entry.client-D.js", "/assets/framework-E.js"],
      afterLoad: true,
    });
  });
});

/** A history whose entry has `state`, recording what is written to it. */
function fakeHistory(state: unknown) {
  const writes: unknown[] = [];
  return {
    writes,
    history: {
      get state() {
        return state;
      },
      replaceState(next: unknown) {
        writes.push(next);
        state = next;
      },
    },
  };
}

describe("scroll restoration on a page whose app starts later", () => {
  const html = deferHydration(page(), "after-load");

  it("replaces React Router's script at parse time by one that restores only a keyed entry", () => {
    expect(html).not.toContain(reactRouterScrollScript);
    expect(html).toContain(`<script>${scrollRestorationScript}</script>`);
    expect(inlineScripts(html)).toContain(scrollRestorationScript);
    expect(deferHydration(page("abc"), "on-intent", "abc")).toContain(
      `<script nonce="abc">${scrollRestorationScript}</script>`,
    );
  });

  const restore = (state: unknown, stored: string | null) => {
    const scrolled: number[] = [];
    const removed: string[] = [];
    const read: string[] = [];
    const sessionStorage = {
      getItem: (key: string) => {
        read.push(key);
        return stored;
      },
      removeItem: (key: string) => removed.push(key),
    };
    const { history, writes } = fakeHistory(state);
    new Function("history", "sessionStorage", "scrollTo", "console", scrollRestorationScript)(
      history,
      sessionStorage,
      (_x: number, y: number) => scrolled.push(y),
      { error: () => {} },
    );
    return { scrolled, removed, read, writes };
  };

  it("does nothing on a fresh entry: no key written, no storage read", () => {
    expect(restore(null, '{"abc":500}')).toEqual({
      scrolled: [],
      removed: [],
      read: [],
      writes: [],
    });
    expect(restore({ idx: 0 }, '{"abc":500}').read).toEqual([]);
  });

  it("scrolls a keyed entry to the position the app saved for it", () => {
    const keyed = restore({ key: "abc", idx: 2 }, '{"abc":500,"other":90}');
    expect(keyed.read).toEqual(["react-router-scroll-positions"]);
    expect(keyed.scrolled).toEqual([500]);
    expect(restore({ key: "new" }, '{"abc":500}').scrolled).toEqual([]);
    expect(restore({ key: "abc" }, null).scrolled).toEqual([]);
  });

  it("drops saved positions it cannot read, as React Router's script does", () => {
    expect(restore({ key: "abc" }, "{not json")).toMatchObject({
      scrolled: [],
      removed: ["react-router-scroll-positions"],
    });
  });

  it("keys a fresh entry as the app starts, keeping its state, before the router reads it", () => {
    const body = moduleText(html) ?? "";
    const start = body.indexOf("await window.__umbraIntent?.start;");
    const keying = body.slice(start).split("\n")[1] ?? "";
    expect(keying).toContain("replaceState");
    expect(body.indexOf(keying)).toBeLessThan(body.indexOf('import("/assets/entry.client-D.js")'));
    const run = (state: unknown) => {
      const { history, writes } = fakeHistory(state);
      new Function("window", keying)({ history });
      return writes;
    };
    const [fresh] = run(null) as [{ key: string }];
    expect(fresh.key).toMatch(/^[0-9a-v]{6,}$/);
    const [kept] = run({ idx: 3, usr: { from: "x" } }) as [Record<string, unknown>];
    expect(kept).toMatchObject({ idx: 3, usr: { from: "x" }, key: expect.any(String) });
    expect(run({ key: "abc", idx: 1 })).toEqual([]);
  });
});
