#!/usr/bin/env node
/**
 * Where a page's JavaScript time goes while it loads and hydrates: starts the built server, loads
 * each path in a fresh headless Chromium (mobile viewport) RUNS times (default 3) under V8's
 * sampling profiler, and prints the average self time per source file, per function, and the
 * time spent under each of our own functions (inclusive). Positions are mapped back to the
 * sources when the client build has source maps:
 *
 *   npx react-router build --sourcemapClient && npx tsx scripts/static-output.ts && npm run build:server
 *   npm run profile:page -- /legal/privacy /pricing
 *
 * This is how the first `Intl` formatter of a page was found to cost 40-80 ms of hydration
 * (lib/text/format-date.ts, docs/performance.md). Without maps, names are the minified ones.
 */
import { existsSync, readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { chromium } from "playwright-core";
import { startBuiltServer } from "./built-server.mjs";
import { chromiumPath, ensureChromium } from "./ensure-chromium.mjs";

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];
const runs = Math.max(1, Number(process.env.RUNS ?? 3));
// Installed here when missing and possible, else one line says what to run.
if (!ensureChromium()) process.exit(1);
const chrome = chromiumPath;
const assets = new URL("../build/client/assets/", import.meta.url);

const maps = new Map();
/** The source map of a built asset, if the build wrote one. */
function mapOf(url) {
  const name = url.split("/assets/")[1];
  if (!name) return null;
  if (!maps.has(name)) {
    const file = new URL(`${name}.map`, assets);
    maps.set(name, existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, "utf8"))) : null);
  }
  return maps.get(name);
}

/** "app/features/legal/toc.ts" and "formatLegalDate@18" for a profile node's call frame. */
function place(frame, origin) {
  const map = mapOf(frame.url);
  if (map && frame.lineNumber >= 0) {
    const source = map.findEntry(frame.lineNumber, frame.columnNumber);
    if (source.originalSource) {
      return {
        file: source.originalSource.replace(/^.*node_modules\//, "").replace(/^.*?\/app\//, "app/"),
        name: `${source.name ?? (frame.functionName || "(anonymous)")}@${source.originalLine + 1}`,
      };
    }
  }
  const file = frame.url ? frame.url.replace(origin, "") : "(browser)";
  const where = frame.url ? `@${frame.lineNumber + 1}:${frame.columnNumber}` : "";
  return { file, name: `${frame.functionName || "(anonymous)"}${where}` };
}

/** The sampling interval asked of V8 (µs). */
const SAMPLING_INTERVAL_US = 100;

/**
 * A sample's time is the gap since the one before, so when the machine keeps the sampler from
 * running (gaps of 3-34 ms were seen on the 2-core development machine in its slow state), a
 * whole gap is charged to the one function that happened to be on the stack. Gaps over this
 * are late; when they hold over a fifth of a load's JavaScript time, the figures are flagged.
 */
const LATE_GAP_US = 10 * SAMPLING_INTERVAL_US;
const TRUSTED_LATE_SHARE = 0.2;

/** The profile's pseudo-functions for time outside JavaScript, left out of every figure. */
const notJavaScript = ["(idle)", "(program)"];

/** Adds `value` to `key` of a tally. */
const add = (tally, key, value) => tally.set(key, (tally.get(key) ?? 0) + value);

/**
 * One load of a page in a new browser (a renderer that has formatted nothing yet, as a visitor's
 * first page): self time by file and function, inclusive time of our own functions (µs).
 */
async function profileOnce(url, origin, totals) {
  const browser = await chromium.launch({ executablePath: chrome, args: ["--no-sandbox"] });
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: SAMPLING_INTERVAL_US });
  await cdp.send("Profiler.start");
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(2000);
  const { profile } = await cdp.send("Profiler.stop");
  await browser.close();

  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const selfTime = new Map();
  let charged = 0;
  let chargedLate = 0;
  profile.samples.forEach((id, index) => {
    const gap = profile.timeDeltas[index + 1] ?? 0;
    add(selfTime, id, gap);
    if (notJavaScript.includes(nodes.get(id).callFrame.functionName)) return;
    charged += gap;
    if (gap > LATE_GAP_US) chargedLate += gap;
  });
  totals.late.push(chargedLate / Math.max(1, charged));

  for (const [id, time] of selfTime) {
    const node = nodes.get(id);
    if (notJavaScript.includes(node.callFrame.functionName)) continue;
    const { file, name } = place(node.callFrame, origin);
    totals.all += time;
    add(totals.files, file, time);
    add(totals.functions, `${file} ${name}`, time);
    const counted = new Set();
    for (let at = id; at; at = parentOf.get(at)) {
      const frame = place(nodes.get(at).callFrame, origin);
      const key = `${frame.file} ${frame.name}`;
      if (frame.file.startsWith("app/") && !counted.has(key)) {
        counted.add(key);
        add(totals.ours, key, time);
      }
    }
  }
}

/** The top `count` entries of a tally as "12.3 ms  key" lines, averaged over the runs. */
function top(tally, count) {
  return [...tally]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, time]) => `  ${(time / 1000 / runs).toFixed(1).padStart(6)} ms  ${key}`)
    .join("\n");
}

if (!existsSync(new URL("../build/server-app/index.js", import.meta.url))) {
  console.error("No build: run the build first (see the comment at the top of this script).");
  process.exit(1);
}
const server = await startBuiltServer({});
try {
  for (const path of paths) {
    const totals = { all: 0, files: new Map(), functions: new Map(), ours: new Map(), late: [] };
    for (let run = 0; run < runs; run++) await profileOnce(server.url + path, server.url, totals);
    console.log(
      `\n${path}: ${(totals.all / 1000 / runs).toFixed(0)} ms of JavaScript per load (average of ${runs})`,
    );
    const late = Math.max(...totals.late);
    console.log(
      `${(late * 100).toFixed(0)}% of the JavaScript time (the worst load) came in samples more ` +
        `than ${LATE_GAP_US / 1000} ms apart` +
        (late > TRUSTED_LATE_SHARE
          ? ": the machine held the sampler back, and the self times below charge whole gaps " +
            "to single functions. Compare them with care."
          : "."),
    );
    console.log(`By file (self):\n${top(totals.files, 12)}`);
    console.log(`By function (self):\n${top(totals.functions, 15)}`);
    console.log(`Under our own functions (inclusive):\n${top(totals.ours, 15)}`);
  }
} finally {
  await server.stop();
}
if (![...maps.values()].some(Boolean)) {
  console.log("\n(no source maps in build/client/assets: names above are minified)");
}
