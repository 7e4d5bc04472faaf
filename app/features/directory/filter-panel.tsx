import { RotateCcw } from "lucide-react";
import type { Platform } from "~/copy/directory/taxonomy";
import { Button } from "~/components/ui/button";
import { CategoryIcon } from "./directory-icon";
import { Chip, ChipGroup, FilterSwitch, RatingSlider } from "./filter-controls";
import type { CategoryCount, DirectoryFilters } from "./filter-tools";
import { SearchField } from "./search-field";
import type { UpdateFilters } from "./use-directory-filters";

export type FilterPanelProps = {
  filters: DirectoryFilters;
  categories: CategoryCount[];
  platforms: Platform[];
  total: number;
  onChange: UpdateFilters;
  onReset: () => void;
};

function CountLabel({ count }: { count: number }) {
  return (
    <>
      <span aria-hidden="true" className="text-xs tabular-nums">
        {count}
      </span>
      <span className="sr-only">{`(${count} ${count === 1 ? "tool" : "tools"})`}</span>
    </>
  );
}

/**
 * The directory's filters; the sidebar on wide screens, the sheet on small ones. They work
 * before the page has hydrated: what is done to them is kept and replayed (decision 022).
 */
export function FilterPanel({
  filters,
  categories,
  platforms,
  total,
  onChange,
  onReset,
}: FilterPanelProps) {
  const togglePlatform = (platform: Platform) =>
    onChange(({ platforms: chosen }) => ({
      platforms: chosen.includes(platform)
        ? chosen.filter((other) => other !== platform)
        : [...chosen, platform],
    }));

  return (
    <div data-needs-script="" className="grid min-w-0 gap-7">
      <SearchField value={filters.query} onChange={(query) => onChange({ query }, "replace")} />

      <ChipGroup heading="Category">
        <Chip pressed={filters.category === null} onClick={() => onChange({ category: null })}>
          All Categories <CountLabel count={total} />
        </Chip>
        {categories.map(({ category, count }) => (
          <Chip
            key={category}
            pressed={filters.category === category}
            onClick={() => onChange({ category })}
          >
            <CategoryIcon category={category} />
            {category} <CountLabel count={count} />
          </Chip>
        ))}
      </ChipGroup>

      <ChipGroup heading="Platform">
        {platforms.map((platform) => (
          <Chip
            key={platform}
            pressed={filters.platforms.includes(platform)}
            onClick={() => togglePlatform(platform)}
          >
            {platform}
          </Chip>
        ))}
      </ChipGroup>

      <div className="grid gap-5">
        <FilterSwitch
          label="Open Source Only"
          hint="Source code anyone can read"
          checked={filters.openSourceOnly}
          onChange={(openSourceOnly) => onChange({ openSourceOnly })}
        />
        <FilterSwitch
          label="Audited Only"
          hint="Independently security-audited"
          checked={filters.auditedOnly}
          onChange={(auditedOnly) => onChange({ auditedOnly })}
        />
      </div>

      <RatingSlider
        value={filters.minRating}
        onChange={(minRating, mode) => onChange({ minRating }, mode)}
      />

      <Button variant="outline" onClick={onReset}>
        <RotateCcw aria-hidden="true" />
        Reset Filters
      </Button>
    </div>
  );
}
