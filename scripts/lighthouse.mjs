#!/usr/bin/env node
/**
 * Lighthouse (mobile) scores for the built site: starts `node build/server-app/index.js` on a
 * free port with an empty data folder (and the DNS leak test switched on, below), runs `npx -y lighthouse@12` (kept out of the app's
 * dependency tree) against each path with the system Chromium, and prints the four category
 * scores per page. Usage: npm run lighthouse -- [/path …] (default: one URL per public
 * template, scripts/public-templates.mjs; a path that answers 404 is reported, not run).
 *
 * Performance varies from run to run with what else the machine is doing, so each page is run
 * LIGHTHOUSE_RUNS times (default 3) and the run with the median performance score is reported,
 * as Lighthouse's own guidance on variability recommends; every run's score is shown beside it.
 *
 * Before the runs it prints what this machine charges for memory a process touches for the first
 * time (`memoryFirstTouch`): on some virtual machines a page fault costs tens of times what it does
 * on hardware, which Lighthouse's benchmark index (a JavaScript loop, shown per page) does not see
 * but every new renderer's startup, layout and hydration pay (docs/performance.md).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startBuiltServer } from "./built-server.mjs";
import { chromiumPath, ensureChromium } from "./ensure-chromium.mjs";
import { publicTemplates } from "./public-templates.mjs";

const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : publicTemplates.map((template) => template.path);
// Installed here when missing and possible, else one line says what to run.
if (!ensureChromium()) process.exit(1);
const chrome = chromiumPath;
const chromeFlags =
  "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";

/**
 * Microseconds per 4 KB page to write 128 MB of freshly allocated memory (median of three),
 * beside writing the same memory again: the page-fault cost, without the memory's own speed.
 */
function memoryFirstTouch() {
  const size = 128 << 20;
  const samples = Array.from({ length: 3 }, () => {
    const started = performance.now();
    const buffer = Buffer.allocUnsafeSlow(size);
    buffer.fill(1);
    const touched = performance.now();
    buffer.fill(2);
    return { first: touched - started, again: performance.now() - touched };
  }).sort((a, b) => a.first - b.first);
  const { first, again } = samples[1];
  const pages = size / 4096;
  return { firstUs: (first * 1000) / pages, againUs: (again * 1000) / pages };
}

const touch = memoryFirstTouch();
console.log(
  `Memory on this machine: first write ${touch.firstUs.toFixed(2)} µs per 4 KB page, ` +
    `rewrite ${touch.againUs.toFixed(2)} µs (on hardware the first write is typically well under 1 µs)`,
);

// The DNS leak test switched on, as on a production server: Chromium resolves every *.localhost
// name to loopback itself, so the page's probe images reach this server (without DNS_LEAK_ZONE
// the page shows the operator's note after the API's 503, which the console logs).
const server = await startBuiltServer({
  echo: true,
  env: { DNS_LEAK_ZONE: "dnstest.localhost", DNS_PORT: "0", DNS_HOST: "127.0.0.1" },
});
const base = server.url;
const reportDir = mkdtempSync(join(tmpdir(), "umbra-lighthouse-"));

/** The metrics behind the performance score, shown beside it. */
const metrics = {
  FCP: "first-contentful-paint",
  LCP: "largest-contentful-paint",
  TBT: "total-blocking-time",
  CLS: "cumulative-layout-shift",
  SI: "speed-index",
};

const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/** One Lighthouse run of a page: its JSON report. */
function lighthouseOnce(path) {
  const out = join(reportDir, "report.json");
  execFileSync(
    "npx",
    [
      "-y",
      "lighthouse@12",
      base + path,
      "--quiet",
      "--output=json",
      `--output-path=${out}`,
      `--chrome-flags=${chromeFlags}`,
      "--only-categories=performance,accessibility,best-practices,seo",
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, stdio: ["ignore", "ignore", "inherit"] },
  );
  return JSON.parse(readFileSync(out, "utf8"));
}

/**
 * On a loaded machine Lighthouse sometimes fails to record a trace (NO_NAVSTART): such a run
 * is retried once, then counted as failed rather than ending the whole pass.
 */
function lighthouse(path) {
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      return lighthouseOnce(path);
    } catch (error) {
      console.error(
        `${path}: Lighthouse run failed (attempt ${attempt}): ${error.message.split("\n")[0]}`,
      );
    }
  }
  return null;
}

/**
 * Where the median run's main-thread time went (Lighthouse's mainthread-work-breakdown, top
 * four groups) and its five longest tasks with the script they are attributed to, to see what
 * the blocking time is made of.
 */
function mainThreadSummary(report) {
  const groups = report.audits["mainthread-work-breakdown"]?.details?.items ?? [];
  const tasks = report.audits["long-tasks"]?.details?.items ?? [];
  const ms = (value) => `${Math.round(value)} ms`;
  return [
    groups
      .slice(0, 4)
      .map((item) => `${item.groupLabel} ${ms(item.duration)}`)
      .join(", "),
    `long tasks: ${tasks
      .slice(0, 5)
      .map((task) => `${ms(task.duration)} (${String(task.url).replace(base, "") || "?"})`)
      .join(", ")}`,
  ].join("; ");
}

const results = [];
try {
  for (const path of paths) {
    // A fresh connection: a kept-alive one may have been closed while Lighthouse ran.
    const probe = await fetch(base + path, { method: "HEAD", keepalive: false }).catch(() =>
      fetch(base + path, { method: "HEAD" }),
    );
    if (probe.status === 404) {
      results.push({ path, performance: "not in this build (404)" });
      continue;
    }
    const reports = Array.from({ length: runs }, () => lighthouse(path)).filter(Boolean);
    if (reports.length === 0) {
      results.push({ path, performance: "Lighthouse failed" });
      continue;
    }
    const scoreOf = (report, id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    reports.sort((a, b) => scoreOf(a, "performance") - scoreOf(b, "performance"));
    const report = reports[Math.floor((reports.length - 1) / 2)];
    const score = (id) => scoreOf(report, id);
    results.push({
      path,
      performance: score("performance"),
      runs: reports.map((r) => scoreOf(r, "performance")).join(" "),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      ...Object.fromEntries(
        Object.entries(metrics).map(([name, id]) => [name, report.audits[id]?.displayValue]),
      ),
      benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
      main: mainThreadSummary(report),
    });
    // Each page as it is measured, so a long pass that is interrupted still reports.
    console.log(JSON.stringify(results.at(-1)));
  }
} finally {
  await server.stop();
  rmSync(reportDir, { recursive: true, force: true });
}
console.table(results);
