/** Copy of the Speed Test (/tools/speed-test). */
import { site } from "../../config/site";

export const speedTestCopy = {
  start: "Start Speed Test",
  again: "Run Speed Test Again",
  testing: (region: string) => `Testing ${region}...`,
  phases: {
    ping: (region: string) => `Measuring latency to ${region}…`,
    download: (region: string) => `Measuring download speed from ${region}…`,
    upload: (region: string) => `Measuring upload speed to ${region}…`,
  },
  idle: "Five regions are tested one after another. A full run moves up to a few hundred megabytes on a fast connection, so avoid metered data.",
  done: "Speed test complete.",
  stop: "Stop",
  stopped: "Speed test stopped. Regions measured before you stopped are shown.",
  progress: (n: number, total: number) => `${n} of ${total}`,
  progressLabel: "Regions tested",
  live: (mbps: string) => `${mbps} Mbps now`,
  streams: (n: number) => (n === 1 ? "one stream" : `${n} parallel streams`),
  measuredWith: (down: string, up: string) => `Download over ${down}, upload over ${up}.`,
  shared: {
    heading: "Shared speed test result",
    intro: (date: string) => `A result someone shared with you, measured on ${date}.`,
    expired: "This share link has expired.",
    invalid: "This share link is damaged or was not made by this site.",
    runYours: "Run your own speed test",
  },
  error: (region: string) => `Failed to test ${region}. Please try again later.`,
  /** No region was tested: the list of test servers itself did not load. */
  serversError: "Could not load the speed test servers. Please try again later.",
  labels: {
    download: "Download",
    upload: "Upload",
    ping: "Ping",
    jitter: "Jitter",
    mbps: "Mbps",
    ms: "ms",
  },
  server: (host: string) => `Server: ${host}`,
  thisServer: "this site's server",
  pending: "Waiting",
  resultsLabel: "Results by region",
  scaleNote: "Bars are scaled to 150 Mbps for download and 75 Mbps for upload.",
} as const;

/** The notes below the tool, drawn on the server only (not in the page's JavaScript). */
export const speedTestNotes = {
  heading: "How we measure",
  paragraphs: [
    "Latency is the median of ten round trips to the test server, after one that opens the connection; jitter is the average change between consecutive round trips.",
    "Download and upload move incompressible random data in growing requests (100 kB up to 25 MB) until one request lasts at least a second; only the largest requests count, so the connection's start-up does not drag the figure down. Speeds are bytes × 8 divided by the time, in megabits per second.",
    "Then four requests run at once. When they move more together than one did alone, one stream could not fill your line (a long round trip or a slow start does that), and the four-stream figure is the one shown. Where the browser offers Resource Timing, download times come from its network stack rather than the page's clock.",
    `Each region names the server it measured. Until ${site.shortName} runs a test server in a region, that region measures this site's own server, so its figures describe your connection to us rather than to that region.`,
  ],
} as const;
