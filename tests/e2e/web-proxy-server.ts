import { startTestServer, type TestServer } from "../api/test-server";
import { type LocalServer, listen } from "../support/local-server";
import { loopbackTestPolicy } from "../support/proxy-test-network";

/**
 * The browser tests of the web proxy need a target site on this machine, which production's
 * address policy refuses (as it must). So this suite starts the production build in this
 * process (the API tests' in-process server, serving the client build too) with the test-only
 * policy passed through startServer's options: a code path no environment variable reaches.
 * The shared e2e server keeps the production policy.
 */
export type ProxyE2eServers = {
  app: TestServer;
  target: LocalServer;
  /** How often the target served each path. */
  hits: Map<string, number>;
  close(): Promise<void>;
};

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  `<link rel="stylesheet" href="/site.css"></head><body><main>${body}</main></body></html>`;

export async function startProxyE2eServers(): Promise<ProxyE2eServers> {
  const hits = new Map<string, number>();
  const target = await listen((req, res) => {
    const path = req.url ?? "/";
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path === "/app.js") {
      // Marks the page it runs in: our page (it must not run there) or a proxied page.
      return res
        .writeHead(200, { "Content-Type": "application/javascript" })
        .end(
          `window.proxiedScriptRan = true; const p = document.createElement("p"); p.textContent = "Script ran"; document.body.append(p);`,
        );
    }
    if (path === "/scripted") {
      return res
        .writeHead(200, { "Content-Type": "text/html" })
        .end(page("Scripted", `<h1>Scripted page</h1><script src="/app.js"></script>`));
    }
    if (path === "/site.css") {
      return res.writeHead(200, { "Content-Type": "text/css" }).end("h1{color:rgb(0, 128, 0)}");
    }
    if (path.startsWith("/second")) {
      return res
        .writeHead(200, { "Content-Type": "text/html" })
        .end(
          page(
            "Second",
            `<h1>Second page</h1><p>Path: ${new URL(path, "http://x").pathname}</p>` +
              `<p>Query: ${new URL(path, "http://x").search}</p>`,
          ),
        );
    }
    res
      .writeHead(200, { "Content-Type": "text/html", "Set-Cookie": "tracker=1" })
      .end(
        page(
          "Local test site",
          `<h1>Local test site</h1><a href="/second">Go to the second page</a>` +
            `<p><a href="http://10.0.0.1/">A private address</a></p>` +
            `<form action="/second"><label>Search <input name="q"></label><button>Search</button>` +
            `<button formaction="/second/images">Search images</button></form>`,
        ),
      );
  });
  const app = await startTestServer(
    { NODE_ENV: "production", PROXY_ALLOWED_PORTS: String(target.port) },
    { serveClientBuild: true, tools: { proxy: { policy: loopbackTestPolicy } } },
  );
  return {
    app,
    target,
    hits,
    async close() {
      await app.close();
      await target.close();
    },
  };
}
