import type { Jsonify } from "~/lib/http/json-response";
import type { AutomationArticleType, Frequency } from "./automation-options";
import type { Automation } from "./automation-store.server";

/**
 * An automation as the API answers it: the stored row, dates as ISO strings. The text
 * columns that only validated input (automation-input.ts) and the scheduler write are
 * narrowed to their values.
 */
export type AutomationJson = Jsonify<Automation> & {
  articleType: AutomationArticleType;
  frequency: Frequency;
  lastRunStatus: "running" | "success" | "error" | null;
};
