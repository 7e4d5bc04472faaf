import type { LucideIcon } from "lucide-react";
import { cn } from "~/components/ui/cn";
import { IconTile } from "~/components/ui/icon-tile";
import type { IconCard } from "~/copy/content-types";

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
};

/** A grid of icon cards; each page maps its icon names to glyphs, so it ships only those. */
export function IconCardGrid<Icon extends string>({
  items,
  icons,
  columns = 3,
}: {
  items: readonly IconCard<Icon>[];
  icons: Record<Icon, LucideIcon>;
  columns?: keyof typeof columnClasses;
}) {
  return (
    <ul className={cn("grid gap-5", columnClasses[columns])}>
      {items.map((item) => {
        const Icon: LucideIcon = icons[item.icon];
        return (
          <li
            key={item.title}
            className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm transition-colors hover:border-primary/40"
          >
            <IconTile icon={Icon} />
            <h3 className="mt-5 text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{item.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
