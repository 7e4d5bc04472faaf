import { formatLongDate } from "~/lib/text/format-date";
import { slugify } from "~/lib/text/slugify";

/** Table of contents of a legal document: one entry per section, with a unique anchor. */
export type TocEntry = { id: string; title: string };

/** Anchors come from the titles; repeated or empty titles get a numeric suffix. */
export function buildToc(sections: readonly { title: string }[]): TocEntry[] {
  const used = new Map<string, number>();
  return sections.map((section, index) => {
    const base = slugify(section.title) || `section-${index + 1}`;
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    return { id: seen === 0 ? base : `${base}-${seen + 1}`, title: section.title };
  });
}

/** Formats an ISO date as "21 March 2025", whatever the time zone. */
export function formatLegalDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  if (!year || !month || !day) throw new Error(`Not an ISO date: ${isoDate}`);
  return formatLongDate(Date.UTC(year, month - 1, day));
}
