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
  error: (region: string) => `Failed to test ${region}. Please try again later.`,
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
  notes: {
    heading: "How we measure",
    paragraphs: [
      "Latency is the median of ten round trips to the test server, after one that opens the connection; jitter is the average change between consecutive round trips.",
      "Download and upload move incompressible random data in growing requests (100 kB up to 25 MB) until one request lasts at least a second; only the largest requests count, so the connection's start-up does not drag the figure down. Speeds are bytes × 8 divided by the time, in megabits per second.",
      `Each region names the server it measured. Until ${site.shortName} runs a test server in a region, that region measures this site's own server, so its figures describe your connection to us rather than to that region.`,
    ],
  },
} as const;
