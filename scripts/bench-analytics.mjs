#!/usr/bin/env node
/**
 * Sustained analytics beacons against the built server, on loopback, bounded in time.
 *
 *   npm run bench:analytics -- [--duration 20] [--connections 10] [--url http://host:port]
 *
 * Without --url it starts `node build/server-app/index.js` on a free port with an empty
 * DATA_DIR (PGlite), TRUST_PROXY=1 (so each beacon can speak for a different client through
 * X-Forwarded-For), ANALYTICS_RATE_LIMIT=1000000 (the default 120 a minute per client would
 * otherwise answer most beacons with 429) and LOG_LEVEL=warn (no line per request). With
 * --url the server must be configured likewise; BENCH_DATABASE_URL=postgres://… runs the started
 * server on PostgreSQL instead of PGlite. The beacons come from a pool of 5,000
 * visitors (public addresses, several browsers) over 40 paths with a few referrers, so new
 * and returning visitors, the geolocation lookup and every aggregate table are exercised.
 * Prints events per second, latency percentiles and the non-204 answers.
 */
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startBuiltServer } from "./built-server.mjs";

const { values: options } = parseArgs({
  options: {
    duration: { type: "string", default: "20" },
    connections: { type: "string", default: "10" },
    url: { type: "string" },
  },
});
const duration = Number(options.duration);
const connections = Number(options.connections);
if (!(duration > 0 && duration <= 600) || !(connections > 0 && connections <= 1000)) {
  console.error("--duration must be 1-600 seconds and --connections 1-1000");
  process.exit(2);
}

let server;
let base = options.url?.replace(/\/+$/, "");

const firstOctets = [8, 31, 45, 62, 77, 81, 91, 104, 151, 185, 193, 212];
const browsers = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15",
  "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
];
const paths = Array.from({ length: 40 }, (_, index) =>
  index === 0 ? "/" : index % 10 === 0 ? `/checkout/premium/${index}` : `/page-${index}`,
);
const referrers = [
  "",
  "",
  "",
  "https://www.google.com/",
  "https://duckduckgo.com/",
  "https://news.ycombinator.com/item?id=1",
];

let sequence = 0;
function nextBeacon(request) {
  const n = sequence++;
  const visitor = (n * 7919) % 5000;
  const address = `${firstOctets[visitor % firstOctets.length]}.${(visitor >> 4) % 250}.${visitor % 250}.${(visitor % 97) + 1}`;
  request.headers = {
    ...request.headers,
    "x-forwarded-for": address,
    "user-agent": browsers[visitor % browsers.length],
  };
  request.body = JSON.stringify({
    path: paths[n % paths.length],
    referrer: referrers[n % referrers.length],
  });
  return request;
}

try {
  if (!base) {
    server = await startBuiltServer({
      echo: true,
      env: {
        DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
        TRUST_PROXY: "1",
        ANALYTICS_RATE_LIMIT: "1000000",
      },
    });
    base = server.url;
  }
  // Warm up: the first lookup loads the geolocation database (about 135 MB).
  await fetch(`${base}/api/analytics/event`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "user-agent": browsers[0],
      "x-forwarded-for": "8.8.8.8",
    },
    body: JSON.stringify({ path: "/warm-up", referrer: "" }),
  });
  console.log(`${connections} connections for ${duration} s against ${base}/api/analytics/event …`);
  const result = await autocannon({
    url: `${base}/api/analytics/event`,
    method: "POST",
    connections,
    duration,
    headers: { "content-type": "application/json" },
    requests: [{ setupRequest: nextBeacon }],
  });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(", ");
  const summary = {
    events: result.requests.total,
    eventsPerSecond: Math.round(result.requests.average),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  };
  console.log(JSON.stringify(summary, null, 2));
  console.log(
    `| ${new Date().toISOString().slice(0, 10)} | ${connections} | ${duration} s | ${summary.eventsPerSecond} | ${summary.latencyMs.p50} ms | ${summary.latencyMs.p99} ms | ${statuses} |`,
  );
  if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
} finally {
  await server?.stop();
}
