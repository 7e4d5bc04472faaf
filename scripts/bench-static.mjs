#!/usr/bin/env node
/**
 * Static serving benchmark (issue 18, decision 021): the product serving the landing page
 * versus nginx serving the same build folder (build/client) with `gzip_static on`, side by
 * side in one run, on loopback, each with one process (nginx: one worker) and the same load:
 * autocannon, `--connections` (default 10) for `--duration` seconds (default 10) each, after
 * a 2 s warm-up, every request `GET /` with `Accept-Encoding: gzip` (what gzip_static serves).
 * Both send the build's own `index.html.gz`, so the bytes are checked to be identical first,
 * both must say `Vary: Accept-Encoding`, and nginx's script-src, from the generated map, must
 * be the product's (the nginx example in docs/operations.md).
 * Reports requests per second, latency and the ratio product / nginx.
 *
 * Needs nginx on the PATH (`apt-get install -y nginx` on Debian/Ubuntu) and a build
 * (`npm run build`). Usage: npm run bench:static -- [--duration 10] [--connections 10] [--path /]
 * [--baseline DIR]: DIR is another checkout with its own build (say, the commit before
 * decision 021), benchmarked the same way third, to report the speed-up.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { freePort, startBuiltServer } from "./built-server.mjs";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    path: { type: "string", default: "/" },
    baseline: { type: "string" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const root = join(import.meta.dirname, "..");
const clientDir = join(root, "build", "client");

if (spawnSync("nginx", ["-v"]).error) {
  console.error(
    "nginx is not installed. Install it (Debian/Ubuntu: `sudo apt-get install -y nginx`; " +
      "macOS: `brew install nginx`) and run `npm run bench:static` again.",
  );
  process.exit(2);
}
if (!existsSync(join(clientDir, "index.html.gz"))) {
  console.error("No precompressed build found: run `npm run build` first.");
  process.exit(2);
}

/** nginx in the foreground with a configuration of our own, in a temporary prefix. */
async function startNginx() {
  const port = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), "umbra-nginx-"));
  mkdirSync(join(prefix, "logs"));
  const asRoot = process.getuid?.() === 0;
  const config = `
${asRoot ? "user root;" : ""}
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  types { text/x-script data; }
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${join(root, "build", "nginx", "script-hashes.conf")};
  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    gzip_static on;
    gzip_vary on;
    location / {
      try_files $uri $uri/index.html =404;
      add_header Cache-Control "public, no-cache";
      add_header Content-Security-Policy "default-src 'self'; script-src 'self' $umbra_script_hashes; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";
    }
  }
}
`;
  writeFileSync(join(prefix, "nginx.conf"), config);
  const child = spawn("nginx", ["-p", prefix, "-c", join(prefix, "nginx.conf")], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    stop() {
      child.kill("SIGQUIT");
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** The undecoded body and headers of one gzip request. */
function rawGzip(url) {
  return new Promise((resolve, reject) => {
    request(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on("error", reject)
      .end();
  });
}

/** The sources of a response's CSP script-src, sorted. */
function scriptSources(response) {
  const policy = String(response.headers["content-security-policy"]);
  return (/(?:^|; )script-src ([^;]+)/.exec(policy)?.[1] ?? "").trim().split(/\s+/).sort();
}

async function load(url, seconds) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { "accept-encoding": "gzip" },
  });
  return result;
}

const product = await startBuiltServer();
let nginx;
let baseline;
try {
  nginx = await startNginx();
  const [a, b] = [await rawGzip(product.url + values.path), await rawGzip(nginx.url + values.path)];
  if (a.status !== 200 || b.status !== 200) throw new Error(`status ${a.status} / ${b.status}`);
  // Without `gzip_vary on` nginx sends its .gz copy with no Vary, and a cache in front of it
  // (the CDN of docs/operations.md) hands gzip bytes to clients that did not ask for them.
  for (const [name, response] of [
    ["product", a],
    ["nginx", b],
  ]) {
    if (!/accept-encoding/i.test(String(response.headers.vary))) {
      throw new Error(`${name} sends its gzip copy without Vary: Accept-Encoding`);
    }
  }
  // nginx must allow the page's inline scripts as the product does (build/nginx/script-hashes.conf).
  const [ours, theirs] = [a, b].map((response) => scriptSources(response).join(" "));
  if (ours !== theirs) throw new Error(`script-src differs: product ${ours}, nginx ${theirs}`);
  console.log(
    `GET ${values.path}, Accept-Encoding: gzip → product ${a.body.length} B (${a.headers["content-encoding"]}), ` +
      `nginx ${b.body.length} B (${b.headers["content-encoding"]}); identical bytes: ${a.body.equals(b.body)}`,
  );
  const servers = [
    ["product (node)", product],
    ["nginx gzip_static", nginx],
  ];
  if (values.baseline) {
    baseline = await startBuiltServer({ projectRoot: values.baseline });
    servers.push([`baseline (${values.baseline})`, baseline]);
  }
  const rows = [];
  for (const [name, server] of servers) {
    await load(server.url + values.path, 2);
    const result = await load(server.url + values.path, duration);
    rows.push({
      server: name,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      requests: result.requests.total,
      "non-2xx": result.non2xx,
      errors: result.errors,
    });
  }
  console.table(rows);
  const ratio = rows[0]["req/s"] / rows[1]["req/s"];
  if (rows[2]) {
    console.log(
      `speed-up product / baseline: ${(rows[0]["req/s"] / rows[2]["req/s"]).toFixed(1)}×`,
    );
  }
  console.log(
    `ratio product / nginx: ${ratio.toFixed(2)} (${connections} connections, ${duration} s each, ` +
      `load average ${(await import("node:os"))
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")})`,
  );
} finally {
  nginx?.stop();
  await baseline?.stop();
  await product.stop();
}
