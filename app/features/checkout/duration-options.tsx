import type { DurationId, DurationOption } from "~/copy/plans";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import { durationTotals } from "~/features/pricing/public";

/** The checkout's billing-period choice: price per month, saving and what is charged. */
export function DurationOptions({
  legend,
  options,
  value,
  onChange,
  basePrice,
  perUser,
}: {
  legend: string;
  options: DurationOption[];
  value: DurationId;
  onChange: (id: DurationId) => void;
  basePrice: number;
  perUser: boolean;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-lg font-semibold">{legend}</legend>
      {options.map((option) => {
        const totals = durationTotals(basePrice, option, { perUser });
        const selected = option.id === value;
        return (
          <label
            key={option.id}
            data-duration={option.id}
            className={cn(
              "flex cursor-pointer items-center gap-4 rounded-xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
              selected ? "border-primary bg-primary/5 ring-1 ring-primary" : "hover:bg-muted/50",
            )}
          >
            <input
              type="radio"
              name="duration"
              value={option.id}
              checked={selected}
              onChange={() => onChange(option.id)}
              className="size-4 shrink-0 accent-primary"
            />
            <span className="grid flex-1 gap-0.5">
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {option.label}
                {option.saving ? <Badge variant="brand">{option.saving}</Badge> : null}
              </span>
              <span className="text-sm text-muted-foreground">{totals.billing}</span>
            </span>
            <span className="text-right">
              <span className="block font-semibold">{totals.monthly}</span>
              <span className="block text-xs text-muted-foreground">
                /month{perUser ? " per user" : ""}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
