import type { PrivacyTool, ReviewSummary } from "~/copy/directory/taxonomy";
import { formatCount } from "~/lib/text/format-count";
import { cardIconIds, SpriteIcon } from "./directory-icon";

const sites = [
  { key: "g2crowd", label: "G2" },
  { key: "trustpilot", label: "Trustpilot" },
] as const;

/** Counts are rounded snapshots of the review sites, so they are shown as approximate. */
export function reviewSummaryText(site: string, review: ReviewSummary): string {
  return `${site}: ${review.rating} / 5 from about ${formatCount(review.reviewCount)} reviews`;
}

/**
 * Links to a tool's pages on review sites, the count in a tooltip. The cards are static HTML
 * that is never hydrated (decision 021), so the tooltip is CSS: shown while the link is
 * hovered or focused (display: none otherwise, so assistive technology meets it only then).
 * The same text is in the link for screen readers.
 */
export function ReviewLinks({ reviews }: { reviews: NonNullable<PrivacyTool["reviews"]> }) {
  return (
    <ul aria-label="Reviews" className="flex flex-wrap gap-2">
      {sites.map(({ key, label }) => {
        const review = reviews[key];
        if (!review) return null;
        const summary = reviewSummaryText(label, review);
        return (
          <li key={key} className="group relative">
            <a
              href={review.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-7 items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium transition-colors hover:bg-accent hover:text-accent-foreground"
            >
              <span aria-hidden="true">{label}</span>
              <SpriteIcon symbol={cardIconIds.star} className="size-3 fill-current" />
              <span aria-hidden="true">{review.rating}</span>
              <span className="sr-only">{`${summary} (opens in a new tab)`}</span>
            </a>
            <span
              role="tooltip"
              className="pointer-events-none absolute bottom-full left-0 z-50 mb-1.5 hidden w-max max-w-xs rounded-md bg-foreground px-3 py-1.5 text-xs text-background shadow-md group-focus-within:block group-hover:block"
            >
              {summary}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
