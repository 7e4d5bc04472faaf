import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { MANIFEST_PATHS_MAX } from "../../server/input-guards";
import { paths as projectPaths } from "../../server/paths";
import { rawRequest } from "./raw-http";
import { startTestServer, type TestServer } from "./test-server";

/**
 * React Router's route discovery (`/__manifest?paths=…`) matches each listed path against the
 * route table, and bounds only the URL's length: a thousand short paths in one request cost
 * the server 60-95 ms, against 4 ms for what a page asks.
 */
let server: TestServer;
let version: string;

beforeAll(async () => {
  server = await startTestServer();
  const build = (await import(/* @vite-ignore */ projectPaths.serverBuild)) as ServerBuild;
  version = build.assets.version;
});

afterAll(async () => {
  await server?.close();
});

/** Commas and slashes sent as they are (a browser encodes them), so that more paths fit. */
const manifest = (paths: string[]) =>
  server.fetch(`/__manifest?version=${version}&paths=${paths.join(",")}`);
const shortPaths = (count: number) => Array.from({ length: count }, (_, index) => `/b${index}`);

describe("route discovery", () => {
  it("answers what a page asks: its links' routes", async () => {
    const response = await manifest(["/blog", "/tools", "/tools/ip-checker", "/locations/us"]);
    expect(response.status).toBe(200);
    expect(Object.keys((await response.json()) as object)).toEqual(
      expect.arrayContaining(["routes/blog/blog-index", "routes/tools/ip-checker"]),
    );
    expect((await manifest(shortPaths(MANIFEST_PATHS_MAX))).status).toBe(200);
  });

  it("refuses more paths than a page has links, before matching any", async () => {
    for (const count of [MANIFEST_PATHS_MAX + 1, 1000]) {
      const response = await manifest(shortPaths(count));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain(
        `at most ${MANIFEST_PATHS_MAX} paths`,
      );
    }
  });

  it("reads the query as React Router does: a second ? or a repeated name hides no paths", async () => {
    const many = shortPaths(1000).join(",");
    for (const query of [
      `version=${version}&x=?&paths=${many}`,
      `x=a?b&version=${version}&paths=${many}`,
      `version=${version}&paths=${many}&paths=/blog`,
    ]) {
      expect((await server.fetch(`/__manifest?${query}`)).status, query.slice(0, 40)).toBe(400);
    }
    // The request line in absolute form, with a port no URL can hold: refused, never a 500.
    const absolute = await rawRequest(server.url, {
      path: `http://x:99999/__manifest?version=${version}&x=?&paths=${many}`,
    });
    expect(absolute.status).toBeGreaterThanOrEqual(400);
    expect(absolute.status).toBeLessThan(500);
  });

  it("finds a discovery request whose path has dot segments, as React Router's URL resolves them", async () => {
    // The guard compared Express's path, which keeps dot segments; the page handler's URL
    // resolves them, so these were answered 200 with a thousand paths matched.
    const many = shortPaths(1000).join(",");
    for (const path of [
      "/x/../__manifest",
      "/./__manifest",
      "/%2e/__manifest",
      "/x/%2e%2e/__manifest",
      "/x\\..\\__manifest",
    ]) {
      const response = await rawRequest(server.url, {
        path: `${path}?version=${version}&paths=${many}`,
      });
      expect(response.status, path).toBe(400);
      expect(JSON.parse(response.body).message, path).toContain(
        `at most ${MANIFEST_PATHS_MAX} paths`,
      );
    }
  });

  it("counts a path listed many times once, as React Router does", async () => {
    expect(
      (
        await manifest(
          Array(1000)
            .fill("/blog")
            .concat(shortPaths(MANIFEST_PATHS_MAX - 1)),
        )
      ).status,
    ).toBe(200);
  });
});
