import type { PrivacyTool } from "~/copy/directory/taxonomy";
import { ToolCard } from "./tool-card";

/** Joins a list for a data attribute; directory values never contain "|". */
export const LIST_SEPARATOR = "|";

/**
 * The directory's cards as static markup (decision 021): rendered on the server only, never
 * hydrated. Each item carries what the filters read (static-list-filter.ts), so the browser
 * filters the cards in place without the directory being sent a second time as data.
 */
export function ToolListItems({ tools }: { tools: readonly PrivacyTool[] }) {
  return tools.map((tool) => (
    <li
      key={tool.id}
      className="[contain-intrinsic-size:auto_22rem] [content-visibility:auto]"
      data-tool-id={tool.id}
      data-name={tool.name}
      data-category={tool.category}
      data-platforms={tool.platforms.join(LIST_SEPARATOR)}
      data-tags={tool.tags.join(LIST_SEPARATOR)}
      data-open-source={String(tool.openSource)}
      data-audit={tool.auditStatus}
      data-rating={tool.rating}
    >
      <ToolCard tool={tool} />
    </li>
  ));
}
