import { Suspense, useRef, useState } from "react";
import { SlidersHorizontal } from "lucide-react";
import { Button } from "~/components/ui/button";
import { lazyPart } from "~/components/ui/lazy-part";
import type { FilterPanelProps } from "./filter-panel";

const loadSheet = () => import("./filters-sheet");
// The sheet (Radix Dialog, about 14 KB gzipped with its dependencies) loads on first use, as
// the mobile menu does (the shell's lazy panels already put the preload helper in the
// framework chunk); pointing at or focusing the button starts the download early.
const FiltersSheet = lazyPart(() => loadSheet().then((module) => module.FiltersSheet), {
  notice: "floating",
});

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
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        variant="outline"
        className="lg:hidden"
        data-needs-script=""
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? "directory-filters-sheet" : undefined}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
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
      {used ? (
        <Suspense fallback={null}>
          <FiltersSheet
            open={open}
            onOpenChange={setOpen}
            returnFocusRef={buttonRef}
            resultCount={resultCount}
            panel={panel}
          />
        </Suspense>
      ) : null}
    </>
  );
}
