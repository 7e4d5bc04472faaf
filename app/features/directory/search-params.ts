import { slugify } from "~/lib/text/slugify";

/**
 * The directory's filters in the URL, so a filtered view can be shared and the back button
 * steps through changes:
 *
 *   q=<text>               search text, as typed
 *   category=<slug>        one category, e.g. category=password-manager; absent = All Categories
 *   platform=<slug>,<slug> any of these platforms, e.g. platform=windows,android
 *   open=1                 Open Source Only
 *   audited=1              Audited Only
 *   rating=<n>             minimum rating, 0 to 5 in steps of 0.5; absent = 0
 *
 * Defaults are left out, so the unfiltered page is plain /privacy-guides. Unknown or malformed
 * values fall back to the default (an old or hand-edited link still opens), and other
 * parameters in the URL are kept.
 */
import {
  type DirectoryCategory,
  type Platform,
  directoryCategories,
  platformOptions,
} from "~/copy/directory/taxonomy";
import { type DirectoryFilters, RATING_MAX, RATING_STEP, defaultFilters } from "./filter-tools";

const keys = {
  query: "q",
  category: "category",
  platforms: "platform",
  openSourceOnly: "open",
  auditedOnly: "audited",
  minRating: "rating",
} as const;


const categoryBySlug = new Map<string, DirectoryCategory>(
  directoryCategories.map((category) => [slugify(category), category]),
);
const platformBySlug = new Map<string, Platform>(
  platformOptions.map((platform) => [slugify(platform), platform]),
);

function parseFlag(value: string | null): boolean {
  return value === "1" || value === "true";
}

function parseRating(value: string | null): number {
  if (value === null || value.trim() === "") return defaultFilters.minRating;
  const number = Number(value);
  if (!Number.isFinite(number)) return defaultFilters.minRating;
  const clamped = Math.min(RATING_MAX, Math.max(0, number));
  return Math.round(clamped / RATING_STEP) * RATING_STEP;
}

function parsePlatforms(values: string[]): Platform[] {
  const chosen = new Set(
    values
      .flatMap((value) => value.split(","))
      .map((slug) => platformBySlug.get(slug.trim().toLowerCase()))
      .filter((platform) => platform !== undefined),
  );
  // Canonical order, whatever order the link lists them in.
  return platformOptions.filter((platform) => chosen.has(platform));
}

export function parseFilters(params: URLSearchParams): DirectoryFilters {
  return {
    query: params.get(keys.query) ?? defaultFilters.query,
    category: categoryBySlug.get(params.get(keys.category)?.toLowerCase() ?? "") ?? null,
    platforms: parsePlatforms(params.getAll(keys.platforms)),
    openSourceOnly: parseFlag(params.get(keys.openSourceOnly)),
    auditedOnly: parseFlag(params.get(keys.auditedOnly)),
    minRating: parseRating(params.get(keys.minRating)),
  };
}

/** `filters` written over `base` (a copy; unrelated parameters are kept). */
export function writeFilters(
  filters: DirectoryFilters,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of Object.values(keys)) params.delete(key);
  if (filters.query.trim() !== "") params.set(keys.query, filters.query);
  if (filters.category !== null) params.set(keys.category, slugify(filters.category));
  const platforms = platformOptions.filter((platform) => filters.platforms.includes(platform));
  if (platforms.length > 0) params.set(keys.platforms, platforms.map((platform) => slugify(platform)).join(","));
  if (filters.openSourceOnly) params.set(keys.openSourceOnly, "1");
  if (filters.auditedOnly) params.set(keys.auditedOnly, "1");
  if (filters.minRating > 0) params.set(keys.minRating, String(filters.minRating));
  return params;
}
