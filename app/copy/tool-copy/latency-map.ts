/** Copy of the Latency Map (/tools/latency-map). */
import { site } from "../../config/site";

export const latencyMapCopy = {
  mapLabel: `World map of the eight ${site.shortName} server cities, coloured by latency`,
  measuring: "Measuring latency to eight server cities…",
  done: (place: string | null) =>
    place ? `Latency from ${place} to eight server cities.` : "Latency to eight server cities.",
  again: "Measure Again",
  error: "Failed to measure network latencies. Please try again later.",
  you: "You",
  notMeasured: "Not measured yet",
  unavailable: "Not available",
  estimated: "estimated",
  measured: "measured",
  ms: (value: number) => `${value} ms`,
  legend: [
    { tone: "success", label: "Under 100 ms" },
    { tone: "warning", label: "100–149 ms" },
    { tone: "destructive", label: "150 ms or more" },
  ],
  legendLabel: "Colour key",
  citiesLabel: "Server cities",
} as const;

/** The notes below the tool, drawn on the server only (not in the page's JavaScript). */
export const latencyMapNotes = {
  heading: "Measured and estimated figures",
  paragraphs: [
    "Where a city has a test endpoint, your browser times six requests to it and shows the median of the last five: that figure is measured.",
    "Elsewhere the figure is labelled estimated: we place your connection from our own IP location database (your address never leaves our server) and work out the round trip over the great-circle distance, with light in fibre covering about 200 km per millisecond each way, plus 15 ms for routing and the last mile. Real routes are rarely straight, so treat estimates as the best case.",
    "Green is under 100 ms, good for calls and gaming; yellow is under 150 ms, fine for browsing and streaming; red is 150 ms or more.",
  ],
} as const;
