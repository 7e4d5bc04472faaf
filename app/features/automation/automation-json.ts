import type { AutomationArticleType, Frequency } from "./automation-options";

/** An automation as the API answers it (dates as ISO strings). */
export type AutomationJson = {
  id: number;
  topic: string;
  articleType: AutomationArticleType;
  frequency: Frequency;
  settings: { tone: string; minWords: number; maxWords: number };
  isActive: boolean;
  nextScheduled: string | null;
  lastRunAt: string | null;
  lastRunStatus: "running" | "success" | "error" | null;
  lastRunError: string | null;
  createdAt: string;
  updatedAt: string;
};
