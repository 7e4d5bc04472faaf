#!/usr/bin/env node
/**
 * Speed-test benchmark: runs the page's own measuring code (app/features/tools/speed-test/
 * measure.ts, loaded through tsx) against the built server over loopback, through a local
 * proxy that caps throughput at known rates, and reports measured against known Mbps.
 * A final pass without a cap shows what the test reports for raw loopback. The last column
 * is what each direction of the proxy's line delivered while it had bytes to deliver: on a
 * busy machine it falls short of the cap, and the test cannot read more than it.
 *
 *   npm run bench:speedtest                  # starts build/server-app on a free port
 *   npm run bench:speedtest -- --url http://127.0.0.1:3000 [--rates 25,100,400]
 *
 * Started by the script, the server runs with a temporary DATA_DIR and rate limits raised
 * for the benchmark; against --url, that server's own limits apply.
 */
import { createServer } from "node:net";
import { availableParallelism, loadavg } from "node:os";
import { Duplex, pipeline } from "node:stream";
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

/** Bytes the line's queue holds before it stops reading from the sender (40 ms at 400 Mbps). */
const QUEUE_BYTES = 2_000_000;

/** Bytes delivered that the receiver may leave unread before the link waits for it (20 ms at 400 Mbps). */
const RECEIVE_BUFFER_BYTES = 1_000_000;

/**
 * One direction of a line of `mbps`, shared by every connection through it (as a real access
 * line is, so parallel streams cannot add up to more than the line): a queue in front of a
 * link. Each chunk is stamped when it arrives, goes on the link when it has arrived and the
 * link is free, and is delivered when its transmission time is over.
 *
 * A timer that fires late on a loaded machine is caught up by the chunks queued behind it
 * (their slots began when the link was free, not when the late timer fired), and the queue
 * takes more from the sender while it still holds some, so it does not run dry between reads.
 * Time with nothing to send (between requests) or with a receiver that has stopped reading
 * earns no credit: a chunk then starts when it arrives or when the receiver reads again, so no
 * request's first bytes can pass faster than the line.
 *
 * `achieved()` is what the line itself managed: the bytes it delivered over the time it spent
 * delivering them (from each chunk's slot start, or the delivery before it if that was later,
 * to its delivery; idle and receiver-held time are not in it). On a loaded machine its timers
 * fire late and it falls short of its cap; then the test can only be judged against this.
 */
function sharedLink(mbps) {
  const bytesPerMs = (mbps * 1_000_000) / 8 / 1000;
  let linkFreeAt = 0;
  let lastDelivery = 0;
  let spentMs = 0;
  let delivered = 0;
  const achieved = () => (spentMs > 0 ? (delivered * 8) / spentMs / 1000 : 0);
  const connection = () => {
    const queue = [];
    let queued = 0;
    let onLink = false;
    let blocked = false;
    let notBefore = 0;
    let waitingForRoom = null;
    let waitingForEmpty = null;
    const send = () => {
      if (onLink || blocked) return;
      const head = queue[0];
      if (!head) {
        if (waitingForEmpty) {
          line.push(null);
          waitingForEmpty();
          waitingForEmpty = null;
        }
        return;
      }
      onLink = true;
      const slotStart = Math.max(linkFreeAt, head.at, notBefore);
      const slotEnd = slotStart + head.chunk.length / bytesPerMs;
      linkFreeAt = slotEnd;
      const deliver = () => {
        queue.shift();
        queued -= head.chunk.length;
        // A chunk let go up to 1 ms early still held the link until its slot ended.
        const done = Math.max(performance.now(), slotEnd);
        spentMs += done - Math.max(slotStart, lastDelivery);
        lastDelivery = done;
        delivered += head.chunk.length;
        onLink = false;
        if (waitingForRoom && queued < QUEUE_BYTES) {
          const callback = waitingForRoom;
          waitingForRoom = null;
          callback();
        }
        if (!line.push(head.chunk)) blocked = true;
        send();
      };
      const wait = linkFreeAt - performance.now();
      // A slot already over (catching up after a late timer) needs no timer of its own.
      if (wait < 1) deliver();
      else setTimeout(deliver, wait);
    };
    const line = new Duplex({
      // The receiver's buffer, as a TCP receive window is: with the default (16 KB) every
      // 64 KB chunk filled it, and the link waited for the receiver's next read after each
      // one, a pause per chunk the line did not count (uploads read 9-10 % low at 400 Mbps
      // on the idle machine while the line column said 400).
      readableHighWaterMark: RECEIVE_BUFFER_BYTES,
      write(chunk, _encoding, callback) {
        queue.push({ chunk, at: performance.now() });
        queued += chunk.length;
        if (queued < QUEUE_BYTES) callback();
        else waitingForRoom = callback;
        send();
      },
      final(callback) {
        waitingForEmpty = callback;
        send();
      },
      read() {
        if (!blocked) return;
        blocked = false;
        notBefore = performance.now();
        send();
      },
    });
    return line;
  };
  return { connection, achieved };
}

/** A TCP proxy on a free port in front of `target`: one line capped at `mbps` each way. */
async function throttledProxy(target, mbps) {
  const { hostname, port } = new URL(target);
  const { connect } = await import("node:net");
  const up = sharedLink(mbps);
  const down = sharedLink(mbps);
  const server = createServer((client) => {
    const upstream = connect(Number(port) || 80, hostname);
    pipeline(client, up.connection(), upstream, () => client.destroy());
    pipeline(upstream, down.connection(), client, () => upstream.destroy());
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    achieved: () => ({ down: down.achieved(), up: up.achieved() }),
    close: () => server.close(),
  };
}

async function measure(base) {
  // A browser names its page's origin on the upload, and the server accepts only its own: the
  // page is the server's (the proxy is only the line in between), so it names server.url.
  const deps = { fetch, now: () => performance.now(), headers: { Origin: server.url } };
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
  console.log(
    "   cap Mbps   download    error     upload    error    ping ms  jitter ms  streams   line down/up",
  );
  for (const rate of rates) {
    const proxy = await throttledProxy(server.url, rate);
    try {
      const result = await measure(proxy.url);
      console.log(
        `${format(rate, 0).padStart(11)} ${format(result.download)}  ${error(result.download, rate)} ` +
          `${format(result.upload)}  ${error(result.upload, rate)} ${format(result.ping, 2)} ${format(result.jitter, 2)}` +
          `  ${result.downloadStreams}/${result.uploadStreams}` +
          `  ${format(proxy.achieved().down, 0)} /${format(proxy.achieved().up, 0).trim()}`,
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
