import type { PrivacyTool } from "~/copy/directory/taxonomy";
import { type BadgeStyle, badgeClass } from "~/components/ui/badge";
import { CategoryIcon, cardIconIds, SpriteIcon } from "./directory-icon";
import { ReviewLinks } from "./review-links";
import { ToolDetails } from "./tool-details";

/**
 * A list of badges, each item a badge itself: the cards are static HTML (decision 021), and a
 * wrapper per badge would be 500 more elements on the page.
 */
function BadgeList({
  label,
  items,
  variant,
}: {
  label: string;
  items: string[];
  variant: BadgeStyle["variant"];
}) {
  if (items.length === 0) return null;
  const className = badgeClass({ variant });
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li key={item} className={className}>
          {item}
        </li>
      ))}
    </ul>
  );
}

/** One directory entry (icon, linked name, category, rating, reviews, text, badges). */
export function ToolCard({ tool }: { tool: PrivacyTool }) {
  return (
    <article
      aria-labelledby={`tool-${tool.id}`}
      className="flex h-full flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
    >
      <header className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary ring-1 ring-primary/15">
          <CategoryIcon category={tool.category} className="size-5" />
        </span>
        <div className="grid min-w-0 flex-1 gap-0.5">
          <h3 id={`tool-${tool.id}`} className="leading-tight font-semibold">
            <a
              href={tool.website}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 underline-offset-4 hover:text-primary hover:underline"
            >
              {tool.name}
              <SpriteIcon symbol={cardIconIds.externalLink} className="size-3.5" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </h3>
          <p className="text-sm text-muted-foreground">{tool.category}</p>
        </div>
        <p className="flex shrink-0 items-center gap-1 text-sm font-semibold tabular-nums">
          <SpriteIcon symbol={cardIconIds.star} className="size-4 fill-amber-400 text-amber-400" />
          <span className="sr-only">Rating: </span>
          {tool.rating.toFixed(1)}
          <span className="sr-only"> out of 5</span>
        </p>
      </header>
      {tool.reviews ? <ReviewLinks reviews={tool.reviews} /> : null}
      <p data-field="description" className="text-sm leading-relaxed text-muted-foreground">
        {tool.description}
      </p>
      <BadgeList
        label="Trust"
        items={[
          ...(tool.openSource ? ["Open source"] : []),
          ...(tool.auditStatus !== "Not Audited" ? [tool.auditStatus] : []),
        ]}
        variant="brand"
      />
      <BadgeList label="Platforms" items={tool.platforms} variant="outline" />
      <BadgeList label="Tags" items={tool.tags} variant="secondary" />
      <ToolDetails tool={tool} />
    </article>
  );
}
