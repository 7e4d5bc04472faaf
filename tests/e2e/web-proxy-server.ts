import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import type { ServerBuild } from "react-router";
import { parseEnv } from "~/config/env.server";
import { paths } from "../../server/paths";
import { type RunningServer, startServer } from "../../server/start";
import { type LocalServer, listen, loopbackTestPolicy } from "../support/proxy-test-network";

/**
 * The browser tests of the web proxy need a target site on this machine, which production's
 * address policy refuses (as it must). So this suite starts the production build in this
 * process with the test-only policy passed through startServer's options: a code path
 * no environment variable reaches. The shared e2e server keeps the production policy.
 */
export type ProxyE2eServers = {
  app: RunningServer;
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
          page("Second", `<h1>Second page</h1><p>Query: ${new URL(path, "http://x").search}</p>`),
        );
    }
    res
      .writeHead(200, { "Content-Type": "text/html", "Set-Cookie": "tracker=1" })
      .end(
        page(
          "Local test site",
          `<h1>Local test site</h1><a href="/second">Go to the second page</a>` +
            `<p><a href="http://10.0.0.1/">A private address</a></p>` +
            `<form action="/second"><label>Search <input name="q"></label><button>Search</button></form>`,
        ),
      );
  });
  const dataDir = await mkdtemp(join(tmpdir(), "umbra-proxy-e2e-"));
  const env = parseEnv({
    NODE_ENV: "production",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ADMIN_PASSWORD: "proxy-e2e-password-123",
    PROXY_ALLOWED_PORTS: String(target.port),
  });
  const build = (await import(/* @vite-ignore */ paths.serverBuild)) as ServerBuild;
  const app = await startServer({
    env,
    logger: pino({ level: "silent" }),
    build,
    tools: { proxy: { policy: loopbackTestPolicy } },
  });
  return {
    app,
    target,
    hits,
    async close() {
      await app.stop({ graceMs: 500 });
      await target.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
