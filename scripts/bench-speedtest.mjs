#!/usr/bin/env node
/**
 * Speed-test benchmark: runs the page's own measuring code (app/features/tools/speed-test/
 * measure.ts, loaded through tsx) against the built server over loopback, through a local
 * proxy that caps throughput at known rates, and reports measured against known Mbps.
 * A final pass without a cap shows what the test reports for raw loopback.
 *
 *   npm run bench:speedtest                  # starts build/server-app on a free port
 *   npm run bench:speedtest -- --url http://127.0.0.1:3000 [--rates 25,100,400]
 *
 * Started by the script, the server runs with a temporary DATA_DIR and rate limits raised
 * for the benchmark; against --url, that server's own limits apply.
 */
import { createServer } from "node:net";
import { availableParallelism, loadavg } from "node:os";
import { Transform, pipeline } from "node:stream";
import { parseArgs } from "node:util";
import { measureRegion } from "../app/features/tools/speed-test/measure.ts";
import { startBuiltServer } from "./built-server.mjs";

const { values } = parseArgs({
  options: { url: { type: "string" }, rates: { type: "string", default: "25,100,400" } },
});
const rates = values.rates
  .split(",")
  .map(Number)
  .filter((rate) => rate > 0);

/**
 * One direction of a line of `mbps`, shared by every connection through it (as a real access
 * line is, so parallel streams cannot add up to more than the line): each chunk takes its
 * transmission time on the link and is delivered when that slot ends. A timer that fires late
 * is caught up on the next chunk, but a link idle for more than 50 ms (between requests)
 * earns no credit, so it cannot burst after a pause.
 */
function sharedLink(mbps) {
  const bytesPerMs = (mbps * 1_000_000) / 8 / 1000;
  let linkFreeAt = 0;
  // When the last chunk actually left: a timer that fires late on a loaded machine is not
  // an idle link, so only a gap after the last delivery counts as idle.
  let deliveredAt = 0;
  return () =>
    new Transform({
      transform(chunk, _encoding, done) {
        const now = performance.now();
        const idle = now - Math.max(linkFreeAt, deliveredAt) > 50;
        linkFreeAt = (idle ? now : linkFreeAt) + chunk.length / bytesPerMs;
        const deliver = () => {
          deliveredAt = performance.now();
          done(null, chunk);
        };
        // A slot already over (catching up after a late timer) needs no timer of its own.
        if (linkFreeAt - now < 1) deliver();
        else setTimeout(deliver, linkFreeAt - now);
      },
    });
}

/** A TCP proxy on a free port in front of `target`: one line capped at `mbps` each way. */
async function throttledProxy(target, mbps) {
  const { hostname, port } = new URL(target);
  const { connect } = await import("node:net");
  const up = sharedLink(mbps);
  const down = sharedLink(mbps);
  const server = createServer((client) => {
    const upstream = connect(Number(port) || 80, hostname);
    pipeline(client, up(), upstream, () => client.destroy());
    pipeline(upstream, down(), client, () => upstream.destroy());
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

async function measure(base) {
  // A browser names its page's origin on the upload; the server requires one.
  const deps = { fetch, now: () => performance.now(), headers: { Origin: base } };
  return measureRegion(base, deps);
}

const format = (value, digits = 1) => value.toFixed(digits).padStart(8);
const error = (measured, known) =>
  `${(((measured - known) / known) * 100).toFixed(1)} %`.padStart(9);

const server = values.url
  ? { url: values.url.replace(/\/+$/, ""), stop() {} }
  : await startBuiltServer({
      env: { SPEEDTEST_RATE_LIMIT: "100000", SPEEDTEST_MB_PER_MINUTE: "1000000" },
      echo: "stderr",
    });
try {
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");
  console.log(`Speed-test benchmark against ${server.url} (Node ${process.version})`);
  console.log(`${availableParallelism()} CPUs, load average ${load}\n`);
  console.log("   cap Mbps   download    error     upload    error    ping ms  jitter ms  streams");
  for (const rate of rates) {
    const proxy = await throttledProxy(server.url, rate);
    try {
      const result = await measure(proxy.url);
      console.log(
        `${format(rate, 0).padStart(11)} ${format(result.download)}  ${error(result.download, rate)} ` +
          `${format(result.upload)}  ${error(result.upload, rate)} ${format(result.ping, 2)} ${format(result.jitter, 2)}` +
          `  ${result.downloadStreams}/${result.uploadStreams}`,
      );
    } finally {
      proxy.close();
    }
  }
  const raw = await measure(server.url);
  console.log(
    `${"no cap".padStart(11)} ${format(raw.download)}  ${"".padStart(9)} ${format(raw.upload)}  ${"".padStart(9)} ${format(raw.ping, 2)} ${format(raw.jitter, 2)}` +
      `  ${raw.downloadStreams}/${raw.uploadStreams}`,
  );
} finally {
  await server.stop();
}
