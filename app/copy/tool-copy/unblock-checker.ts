/** Copy of the Service Accessibility Checker (/tools/unblock-checker). */
import { site } from "../../config/site";

export const unblockCheckerCopy = {
  start: "Check Service Availability",
  checking: "Checking...",
  again: "Check Again",
  idle: "Eight services are checked at once from your browser. Each check loads only the service's small public icon.",
  running: "Checking eight services…",
  progress: (done: number, total: number) => `Checking… ${done} of ${total} services done`,
  offline: "You are offline",
  offlineDetail: "Your device reached nothing, this site included: this service is not blocked.",
  offlineSummary:
    "You appear to be offline: not even this site answered, so no service can be called blocked. Reconnect and check again.",
  done: (accessible: number, total: number) => `${accessible} of ${total} services are accessible.`,
  error: "Failed to complete service checks. Please try again later.",
  accessible: "Accessible",
  notAccessible: "Not accessible",
  unknown: "Unknown",
  blocked: "Service is not accessible from your location",
  unchecked: "Failed to check service accessibility",
  latency: (ms: number) => `${ms} ms`,
  listLabel: "Service results",
} as const;

/** The notes below the tool, drawn on the server only (not in the page's JavaScript). */
export const unblockCheckerNotes = {
  heading: "What this check shows",
  paragraphs: [
    "Your browser asks each service for its icon, a tiny public image, and times the answer. An icon that loads means the service's servers answer on your connection; an error means your network, provider or country refused the connection; no answer within four seconds means we could not tell.",
    "Reaching a service is not the same as seeing its full catalogue: streaming services also choose what to show by the country your address belongs to. The check runs entirely in your browser; we never learn the results.",
    `Connected to ${site.name}, services answer from the country of the server you pick, and blocks on your local network no longer apply.`,
  ],
} as const;
