import {
  type DirectoryCategory,
  type Platform,
  type PrivacyTool,
  directoryCategories,
  platformOptions,
} from "~/copy/directory/taxonomy";

/** What the directory's sidebar can narrow the list by. */
export type DirectoryFilters = {
  /** Free text; blank matches every tool. */
  query: string;
  /** null is "All Categories". */
  category: DirectoryCategory | null;
  /** Empty matches every tool; otherwise a tool must support at least one. */
  platforms: Platform[];
  openSourceOnly: boolean;
  /** Only tools whose audit status is "Audited" (the spec's described behaviour is a defect). */
  auditedOnly: boolean;
  /** 0 to 5 in steps of 0.5; 0 admits everything. */
  minRating: number;
};

export const defaultFilters: DirectoryFilters = {
  query: "",
  category: null,
  platforms: [],
  openSourceOnly: false,
  auditedOnly: false,
  minRating: 0,
};

export const RATING_MAX = 5;
export const RATING_STEP = 0.5;

/** What the filters read of a tool (all a static card carries: see static-list-filter.ts). */
export type FilterableTool = Pick<
  PrivacyTool,
  | "name"
  | "description"
  | "tags"
  | "category"
  | "platforms"
  | "openSource"
  | "auditStatus"
  | "rating"
>;

function matchesQuery(tool: FilterableTool, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === "") return true;
  return (
    tool.name.toLowerCase().includes(needle) ||
    tool.description.toLowerCase().includes(needle) ||
    tool.tags.some((tag) => tag.toLowerCase().includes(needle))
  );
}

/** The directory filters, every condition at once. */
export function matchesFilters(tool: FilterableTool, filters: DirectoryFilters): boolean {
  return (
    matchesQuery(tool, filters.query) &&
    (filters.category === null || tool.category === filters.category) &&
    (filters.platforms.length === 0 ||
      filters.platforms.some((platform) => tool.platforms.includes(platform))) &&
    (!filters.openSourceOnly || tool.openSource) &&
    (!filters.auditedOnly || tool.auditStatus === "Audited") &&
    tool.rating >= filters.minRating
  );
}

export function filterTools(
  tools: readonly PrivacyTool[],
  filters: DirectoryFilters,
): PrivacyTool[] {
  return tools.filter((tool) => matchesFilters(tool, filters));
}

export type CategoryCount = { category: DirectoryCategory; count: number };

/** The categories the data uses, in the spec's order, with how many tools each holds. */
export function categoryCounts(tools: readonly PrivacyTool[]): CategoryCount[] {
  return directoryCategories
    .map((category) => ({
      category,
      count: tools.filter((tool) => tool.category === category).length,
    }))
    .filter((entry) => entry.count > 0);
}

/** The platforms at least one tool supports, in the spec's order (a chip never empties the list). */
export function availablePlatforms(tools: readonly PrivacyTool[]): Platform[] {
  return platformOptions.filter((platform) =>
    tools.some((tool) => tool.platforms.includes(platform)),
  );
}

/** How many filters differ from the defaults; each chosen platform counts as one. */
export function activeFilterCount(filters: DirectoryFilters): number {
  return (
    (filters.query.trim() === "" ? 0 : 1) +
    (filters.category === null ? 0 : 1) +
    filters.platforms.length +
    (filters.openSourceOnly ? 1 : 0) +
    (filters.auditedOnly ? 1 : 0) +
    (filters.minRating > 0 ? 1 : 0)
  );
}
