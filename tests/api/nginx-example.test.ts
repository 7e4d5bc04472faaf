import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paths } from "../../server/paths";
import {
  addedHeaders,
  type Directive,
  forcedType,
  locationFor,
  locationsOf,
  parseNginx,
} from "./nginx-config";
import { rawRequest } from "./raw-http";
import { startTestServer, type TestServer } from "./test-server";

/**
 * The nginx example of docs/operations.md sends, for every file of the build, the headers the
 * Node server sends for it (decision 021): a location block that forgets one (the loader
 * data's lacked nosniff and every security header but Cache-Control) fails here, file by file.
 */
const HOST = "umbravpn.example";
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ SITE_URL: `https://${HOST}` }, { serveClientBuild: true });
});

afterAll(async () => {
  await server?.close();
});

/** The headers a static host must send as the Node server does (Vary: `gzip_vary`, below). */
const COMPARED = [
  "cache-control",
  "content-security-policy",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "permissions-policy",
  "strict-transport-security",
];

function exampleServerBlock(): Directive[] {
  const operations = readFileSync(join(paths.root, "docs", "operations.md"), "utf8");
  const section = operations.slice(operations.indexOf("## Serving the build folder from nginx"));
  const config = /```nginx\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
  return parseNginx(config).find((directive) => directive.name === "server")?.block ?? [];
}

/** Each URL the build answers as a file or a prerendered page: "/features", "/x.data", … */
function buildUrls(): string[] {
  const root = paths.clientBuild;
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join("/")}`)
    .map((url) => (url.endsWith("/index.html") ? url.slice(0, -"/index.html".length) || "/" : url));
}

/**
 * nginx's CSP against the Node server's, directive by directive: script-src is the generated
 * map's (`$umbra_script_hashes`), and "…" stands for sources that depend on configuration.
 */
function expectSamePolicy(nginx: string, node: string, label: string): void {
  const directives = (policy: string) => policy.split(/;\s*/).filter(Boolean);
  const ours = directives(node);
  const theirs = directives(nginx);
  expect(
    theirs.map((d) => d.split(" ")[0]),
    label,
  ).toEqual(ours.map((d) => d.split(" ")[0]));
  theirs.forEach((directive, i) => {
    const expected = ours[i] ?? "";
    if (directive.startsWith("script-src")) {
      expect(directive, label).toBe("script-src 'self' $umbra_script_hashes");
    } else if (directive.includes("…")) {
      expect(expected.startsWith(directive.split("…")[0]?.trim() ?? ""), label).toBe(true);
    } else {
      expect(directive, label).toBe(expected);
    }
  });
}

describe("the nginx example in docs/operations.md", () => {
  it("sends every build file and page the Node server's headers", async () => {
    const block = exampleServerBlock();
    const locations = locationsOf(block);
    expect(locations.length).toBeGreaterThan(2);
    // Vary: Accept-Encoding on the precompressed copies, which nginx leaves out unless told.
    expect(block.find((d) => d.name === "gzip_vary")?.args).toEqual(["on"]);
    const urls = buildUrls();
    expect(urls).toContain("/");
    expect(urls).toContain("/pricing.data");
    for (const url of urls) {
      const location = locationFor(locations, url);
      expect(location, url).toBeDefined();
      if (!location) continue;
      const node = await rawRequest(server.url, {
        path: url,
        headers: { host: HOST, "accept-encoding": "br" },
      });
      expect(node.status, url).toBe(200);
      const nginx = addedHeaders(block, location);
      const expected = COMPARED.filter((name) => node.headers[name] !== undefined);
      expect([...nginx.keys()].sort(), url).toEqual(expected.sort());
      for (const name of expected) {
        const value = String(node.headers[name]);
        const label = `${url} ${name}`;
        if (name === "content-security-policy")
          expectSamePolicy(nginx.get(name) ?? "", value, label);
        else expect(nginx.get(name), label).toBe(value);
      }
      const type = forcedType(location);
      if (type !== undefined) expect(node.headers["content-type"], url).toBe(type);
    }
  });
});
