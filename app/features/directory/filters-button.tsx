import { useRef, useState } from "react";
import { SlidersHorizontal } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { FilterPanelProps } from "./filter-panel";

// Imported statically: the sheet (Radix Dialog, about 5 KB gzipped) is light, and a dynamic
// import here would move Vite's preload helper into a chunk of its own on every page,
// pushing the landing page over its JavaScript budget.
import { FiltersSheet } from "./filters-sheet";

/** Below the lg breakpoint: opens the filters in a sheet and shows how many are active. */
export function FiltersButton({
  activeCount,
  resultCount,
  panel,
}: {
  activeCount: number;
  resultCount: number;
  panel: FilterPanelProps;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        variant="outline"
        className="lg:hidden"
        disabled={panel.disabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? "directory-filters-sheet" : undefined}
        onClick={() => setOpen(true)}
      >
        <SlidersHorizontal aria-hidden="true" />
        Filters
        {activeCount > 0 ? (
          <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums">
            {activeCount}
            <span className="sr-only"> active</span>
          </span>
        ) : null}
      </Button>
      <FiltersSheet
        open={open}
        onOpenChange={setOpen}
        returnFocusRef={buttonRef}
        resultCount={resultCount}
        panel={panel}
      />
    </>
  );
}
