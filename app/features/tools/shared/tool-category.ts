import { type Tool, type ToolCategoryFilter, toolCategories } from "~/copy/tools";

/** The index's tab from the URL (?category=…); anything unknown shows all tools. */
export function parseToolCategory(searchParams: URLSearchParams): ToolCategoryFilter {
  const value = searchParams.get("category")?.toLowerCase();
  return toolCategories.find((category) => category.id === value)?.id ?? "all";
}

export function filterTools(list: readonly Tool[], category: ToolCategoryFilter): Tool[] {
  return category === "all" ? [...list] : list.filter((tool) => tool.category === category);
}

/** The link for a tab: the bare path for "all", so the canonical URL is the default view. */
export function toolCategoryHref(category: ToolCategoryFilter): string {
  return category === "all" ? "/tools" : `/tools?category=${category}`;
}
