import { slugify as slugifyText } from "~/lib/text/slugify";

/** A URL slug from a title: lower-case ASCII words joined by hyphens, at most 80 characters. */
export function slugify(text: string): string {
  return slugifyText(text, 80) || "untitled";
}

/** Whether `slug` is a well-formed slug as slugify makes them (for edits). */
export function isValidSlug(slug: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) && slug.length <= 80;
}

/** The first of slug, slug-2, slug-3, … that is not in `taken`. */
export function firstFreeSlug(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  for (let n = 2; ; n++) {
    const candidate = `${slug.slice(0, 76)}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
