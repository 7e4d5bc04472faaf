import type { Platform } from "~/copy/directory/taxonomy";
import { type DirectoryFilters, type FilterableTool, matchesFilters } from "./filter-tools";
import { LIST_SEPARATOR } from "./tool-list";

const entries = new WeakMap<HTMLElement, FilterableTool>();

/** What the filters read of one card, from the attributes and text the server wrote. */
export function toolFromItem(item: HTMLElement): FilterableTool {
  let tool = entries.get(item);
  if (!tool) {
    const data = item.dataset;
    const list = (value: string | undefined) => (value ? value.split(LIST_SEPARATOR) : []);
    tool = {
      name: data.name ?? "",
      description: item.querySelector("[data-field=description]")?.textContent ?? "",
      tags: list(data.tags),
      category: data.category as FilterableTool["category"],
      platforms: list(data.platforms) as Platform[],
      openSource: data.openSource === "true",
      auditStatus: data.audit as FilterableTool["auditStatus"],
      rating: Number(data.rating),
    };
    entries.set(item, tool);
  }
  return tool;
}

/**
 * Shows the cards that match `filters` and hides the rest, in place: the list is static
 * markup that React does not manage (decision 021). Returns how many are shown.
 */
export function applyFiltersToList(list: HTMLElement, filters: DirectoryFilters): number {
  let shown = 0;
  for (const item of list.querySelectorAll<HTMLElement>("li[data-tool-id]")) {
    const match = matchesFilters(toolFromItem(item), filters);
    item.hidden = !match;
    if (match) shown++;
  }
  return shown;
}
