import type { DirectoryCategory } from "~/copy/directory/taxonomy";
import { cn } from "~/components/ui/cn";
import { slugify } from "~/lib/text/slugify";

/** A category's <symbol> id in the icon sprite: "Cloud Storage" → "directory-icon-cloud-storage". */
export function categoryIconId(category: DirectoryCategory): string {
  return `directory-icon-${slugify(category)}`;
}

/**
 * The cards' own icons' symbol ids (no category is named like them). The star has no fill of
 * its own: each use fills it with its class (`fill-amber-400`, `fill-current`).
 */
export const cardIconIds = {
  star: "directory-icon-star",
  externalLink: "directory-icon-external-link",
} as const;

/**
 * An icon drawn from the sprite the list's static island carries
 * (directory-icon-sprite.server.tsx), so no icon's shapes are in the browser's JavaScript or
 * repeated per card. The same box as the lucide icon it stands for: class `lucide`, 24 × 24
 * unless a size class says otherwise, a 24-unit viewBox; the stroke comes from the symbol.
 * Decorative: what it means is always written next to it.
 */
export function SpriteIcon({ symbol, className }: { symbol: string; className?: string }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      className={cn("lucide shrink-0", className)}
      aria-hidden="true"
    >
      <use href={`#${symbol}`} />
    </svg>
  );
}

/** A category's icon, from the sprite. */
export function CategoryIcon({
  category,
  className,
}: {
  category: DirectoryCategory;
  className?: string;
}) {
  return <SpriteIcon symbol={categoryIconId(category)} className={className} />;
}
