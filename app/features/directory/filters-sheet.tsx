import type { RefObject } from "react";
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "~/components/ui/sheet";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { FilterPanel, type FilterPanelProps } from "./filter-panel";
import { resultCountLabel } from "./result-count";

/**
 * The filter sidebar as a side sheet below the lg breakpoint. Loaded on first use (Radix
 * Dialog); focus returns to the Filters button by hand, since that button is not a Radix
 * trigger.
 */
export function FiltersSheet({
  open,
  onOpenChange,
  returnFocusRef,
  resultCount,
  panel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusRef: RefObject<HTMLButtonElement | null>;
  resultCount: number;
  panel: FilterPanelProps;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id="directory-filters-sheet"
        closeLabel="Close filters"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusRef.current?.focus();
        }}
      >
        <SheetHeader className="border-b">
          <SheetTitle>Filters</SheetTitle>
          <SheetDescription>Changes apply to the list as you make them.</SheetDescription>
        </SheetHeader>
        <div className="flex-1 overflow-y-auto p-4">
          <FilterPanel {...panel} />
        </div>
        <div className="border-t p-4">
          <SheetClose className={cn(buttonClass({ size: "lg" }), "w-full")}>
            {`Show ${resultCountLabel(resultCount)}`}
          </SheetClose>
        </div>
      </SheetContent>
    </Sheet>
  );
}
