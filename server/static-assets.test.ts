import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveClientAssets } from "./static-assets";

let root: string;
let port: number;
let close: () => void;

/**
 * A build folder installed under a folder named "assets" and a dot folder
 * (/srv/assets/.releases/umbra, say): what is served, and how it is cached, must follow the
 * URL, not where the server happens to live.
 */
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "static-assets-"));
  const client = join(root, "assets", ".releases", "umbra", "build", "client");
  mkdirSync(join(client, "assets"), { recursive: true });
  const files: Record<string, string> = {
    "assets/app-Ab12.js": `export const app = "${"x".repeat(400)}";`,
    "features.data": `[{"_1":2},"${"y".repeat(400)}"]`,
    "favicon.svg": `<svg xmlns="http://www.w3.org/2000/svg">${" ".repeat(400)}</svg>`,
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(client, name), text);
    writeFileSync(join(client, `${name}.br`), brotliCompressSync(text));
  }
  const server = express().use(serveClientAssets(client)).listen(0, "127.0.0.1");
  await once(server, "listening");
  port = (server.address() as { port: number }).port;
  close = () => server.close();
});

afterAll(() => {
  close?.();
  rmSync(root, { recursive: true, force: true });
});

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/** The answer's bytes as sent, undecoded. */
function get(path: string, acceptEncoding?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const headers = acceptEncoding ? { "accept-encoding": acceptEncoding } : {};
    request({ host: "127.0.0.1", port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}

const headersOf = async (path: string, acceptEncoding?: string) =>
  (await get(path, acceptEncoding)).headers;

describe("serveClientAssets wherever the build is installed", () => {
  it("sends the build's compressed copy below a dot folder, as it sends the file itself", async () => {
    for (const path of ["/assets/app-Ab12.js", "/features.data", "/favicon.svg"]) {
      const plain = await get(path);
      const br = await get(path, "br");
      expect([plain.status, br.status], path).toEqual([200, 200]);
      expect(br.headers["content-encoding"], path).toBe("br");
      expect(brotliDecompressSync(br.body).equals(plain.body), path).toBe(true);
    }
  });

  it("caches by the file's URL, whatever folder the build is installed in", async () => {
    for (const encoding of [undefined, "br"]) {
      const asset = await headersOf("/assets/app-Ab12.js", encoding);
      expect(asset["cache-control"]).toBe("public, max-age=31536000, immutable");
      // A page's loader data changes with every build: revalidated, and typed for React Router.
      const data = await headersOf("/features.data", encoding);
      expect(data["cache-control"], encoding).toBe("public, no-cache");
      expect(data["content-type"], encoding).toBe("text/x-script");
      const icon = await headersOf("/favicon.svg", encoding);
      expect(icon["cache-control"], encoding).toBe("public, max-age=3600");
    }
  });
});
