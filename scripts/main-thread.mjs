#!/usr/bin/env node
/**
 * Main-thread work while a page loads (issue 18): loads each path in a fresh browser context of
 * headless Chromium (412 × 823 phone viewport, CPU slowed 4× as Lighthouse's mobile profile
 * assumes), records a trace from navigation to `--settle` ms (default 3,000) after the load
 * event, and prints per page the medians of: the number of elements whose style was computed
 * (`restyled`, a count, so not slowed or sped up by the machine), the document's parse
 * (`parseHtml`, with the style and layout it forces), style recalculation, the part of it spent
 * parsing stylesheets (`cssParse`), layout, script (evaluation and calls), all the page's
 * main-thread tasks, and "blocking": for every task over 50 ms, the part beyond 50 ms, summed
 * (Total Blocking Time's measure, over the whole load rather than from first paint).
 *
 * Lighthouse simulates its timings from one trace, so two builds a few minutes apart differ by
 * what the machine was doing more than by the change. With `--baseline DIR` (another checkout
 * with its own `npm run build`), both builds are served at once and the loads alternate between
 * them (each going first in turn), so each pair shares the machine's state:
 *
 *   npm run build && npm run main-thread -- --runs 9 --baseline /tmp/before /legal/privacy /faq
 *
 * With `--after REGEX`, two more columns measure what the page does with an answer: the longest
 * task and the blocking time from when the first request whose URL matches REGEX finished until
 * 1.5 s later (a tool rendering its result):
 *
 *   npm run main-thread -- --runs 9 --baseline /tmp/before --after '/api/ip$' /tools/ip-checker
 *
 * Needs a build; Chromium is installed when missing and possible, else one line says what to run.
 */
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { startBuiltServer } from "./built-server.mjs";
import { chromiumPath, ensureChromium } from "./ensure-chromium.mjs";
import { publicTemplates } from "./public-templates.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string", default: "5" },
    settle: { type: "string", default: "3000" },
    baseline: { type: "string" },
    after: { type: "string" },
  },
});
const runs = Math.max(1, Number(values.runs));
const settleMs = Number(values.settle);
const answerUrl = values.after === undefined ? null : new RegExp(values.after);
/** How long after the answer its tasks are counted (`--after`). */
const AFTER_ANSWER_US = 1_500_000;
const paths = positionals.length ? positionals : publicTemplates.map((template) => template.path);
if (!ensureChromium()) process.exit(1);

/**
 * What one load cost the page's main thread: elements whose style was computed (`restyled`,
 * counted, so it does not vary with the machine's speed), then ms (CPU slowed 4×).
 */
const measures = [
  "restyled",
  "parseHtml",
  "style",
  "cssParse",
  "layout",
  "script",
  "tasks",
  "blocking",
  ...(answerUrl ? ["longestAfter", "blockingAfter"] : []),
];

/** The part beyond 50 ms of each task over 50 ms, summed (Total Blocking Time's measure). */
const blockingTime = (tasks) => tasks.filter((ms) => ms > 50).reduce((sum, ms) => sum + ms - 50, 0);

/**
 * When the first request whose URL matches `answerUrl` finished loading, in trace time; fails
 * the run when the page made no such request (a mistyped `--after` would otherwise measure
 * nothing and show zeros).
 */
function answered(events) {
  const sent = events.find(
    (event) => event.name === "ResourceSendRequest" && answerUrl.test(event.args?.data?.url ?? ""),
  );
  const id = sent?.args.data.requestId;
  const finish = events.find(
    (event) => event.name === "ResourceFinish" && id && event.args?.data?.requestId === id,
  );
  if (!finish) throw new Error(`No finished request matching ${answerUrl} in the trace`);
  return finish.ts;
}

/** `--after`'s columns: the tasks that ran within `AFTER_ANSWER_US` of the answer. */
function afterAnswer(events, runTasks) {
  const at = answered(events);
  const durations = runTasks
    .filter((event) => event.ts + event.dur > at && event.ts < at + AFTER_ANSWER_US)
    .map((event) => event.dur / 1000);
  return { longestAfter: Math.max(0, ...durations), blockingAfter: blockingTime(durations) };
}

/** The page's main-thread trace events (the thread that parsed its document). */
function mainThread(events, path) {
  const parse = events.find(
    (event) => event.name === "ParseHTML" && (event.args?.beginData?.url ?? "").endsWith(path),
  );
  if (!parse) throw new Error(`No document parse for ${path} in the trace`);
  return events.filter(
    (event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === "X",
  );
}

/** Sums one load's trace events into `measures`. */
function tally(events, path) {
  const thread = mainThread(events, path);
  // Milliseconds inside events of these names, each counted once where they nest.
  const total = (...names) => {
    let sum = 0;
    let coveredUntil = 0;
    for (const event of thread.filter((e) => names.includes(e.name)).sort((a, b) => a.ts - b.ts)) {
      if (event.ts + event.dur <= coveredUntil) continue;
      sum += event.ts + event.dur - Math.max(event.ts, coveredUntil);
      coveredUntil = event.ts + event.dur;
    }
    return sum / 1000;
  };
  const runTasks = thread.filter((event) => event.name === "RunTask");
  const tasks = runTasks.map((event) => event.dur / 1000);
  return {
    restyled: thread
      .filter((event) => event.name === "UpdateLayoutTree")
      .reduce((sum, event) => sum + (event.args?.elementCount ?? 0), 0),
    parseHtml: total("ParseHTML"),
    style: total("UpdateLayoutTree"),
    cssParse: total("ParseAuthorStyleSheet"),
    layout: total("Layout"),
    script: total("EvaluateScript", "v8.evaluateModule", "FunctionCall", "RunMicrotasks"),
    tasks: tasks.reduce((sum, ms) => sum + ms, 0),
    blocking: blockingTime(tasks),
    ...(answerUrl ? afterAnswer(events, runTasks) : {}),
  };
}

/** One load of `url` in a fresh context: its `measures`. */
async function measureOnce(browser, url, path) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const events = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", {
      categories: "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute",
      transferMode: "ReportEvents",
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(settleMs);
    await cdp.send("Tracing.end");
    await complete;
    return tally(events, path);
  } finally {
    await context.close();
  }
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const builds = [["this build", await startBuiltServer({})]];
let browser;
try {
  if (values.baseline) {
    builds.unshift(["baseline", await startBuiltServer({ projectRoot: values.baseline })]);
  }
  browser = await chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox"] });
  const rows = [];
  for (const path of paths) {
    const loads = new Map(builds.map(([name]) => [name, []]));
    for (let run = 0; run < runs; run++) {
      // Alternate which build goes first, so neither always follows the other.
      for (const [name, server] of run % 2 ? [...builds].reverse() : builds) {
        loads.get(name).push(await measureOnce(browser, server.url + path, path));
      }
    }
    for (const [name, results] of loads) {
      const row = { path, build: name };
      for (const measure of measures) {
        row[measure] = Math.round(median(results.map((result) => result[measure])));
      }
      rows.push(row);
    }
  }
  console.log(
    `Main-thread work per load, ms (median of ${runs}; CPU slowed 4×; until ${settleMs} ms after load)`,
  );
  console.table(rows);
} finally {
  await browser?.close();
  await Promise.all(builds.map(([, server]) => server.stop()));
}
