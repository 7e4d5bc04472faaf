import { type ReactNode, useId, useRef } from "react";
import { cn } from "~/components/ui/cn";
import { RATING_MAX, RATING_STEP } from "./filter-tools";
import type { HistoryMode } from "./use-directory-filters";

/** A heading and a wrapping row of chips, announced as one group. */
export function ChipGroup({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id} className="grid gap-2.5">
      <h3 id={id} className="text-sm font-semibold">
        {heading}
      </h3>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

/** A toggle button styled as a chip; `pressed` is announced (aria-pressed). */
export function Chip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        "inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 py-1 text-sm transition-colors disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-4",
        pressed
          ? "border-primary bg-primary text-primary-foreground"
          : "border-border bg-background text-foreground hover:bg-accent hover:text-accent-foreground",
      )}
    >
      {children}
    </button>
  );
}

/** An on/off switch (role="switch") with a visible label that also toggles it. */
export function FilterSwitch({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <span className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <span id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </span>
      </span>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={`${id}-hint`}
        onClick={() => onChange(!checked)}
        className={cn(
          "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors disabled:cursor-not-allowed disabled:opacity-60",
          checked ? "bg-primary" : "bg-input",
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "size-5 rounded-full bg-background shadow-sm ring-1 ring-border transition-transform",
            checked ? "translate-x-5" : "translate-x-0",
          )}
        />
      </button>
    </div>
  );
}

function formatRating(value: number): string {
  return `${value} / ${RATING_MAX}`;
}

/**
 * Minimum Rating: a native range input (keyboard, touch and screen readers for free). A drag
 * adds one history entry, not one per step; each key press is its own entry.
 */
export function RatingSlider({
  value,
  onChange,
}: {
  value: number;
  onChange: (value: number, mode: HistoryMode) => void;
}) {
  const id = useId();
  const gesture = useRef<"idle" | "started" | "pushed">("idle");
  const endGesture = () => {
    gesture.current = "idle";
  };
  return (
    <div className="grid gap-2.5">
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="text-sm font-semibold">
          Minimum Rating
        </label>
        {/* Not an <output>: that is a live region, and the slider announces its own value. */}
        <span data-slot="rating-value" className="text-sm text-muted-foreground tabular-nums">
          {formatRating(value)}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={0}
        max={RATING_MAX}
        step={RATING_STEP}
        value={value}
        aria-valuetext={`${value} out of ${RATING_MAX}`}
        onPointerDown={() => {
          gesture.current = "started";
        }}
        onPointerUp={endGesture}
        onPointerCancel={endGesture}
        onBlur={endGesture}
        onChange={(event) => {
          const mode = gesture.current === "pushed" ? "replace" : "push";
          if (gesture.current === "started") gesture.current = "pushed";
          onChange(Number(event.target.value), mode);
        }}
        className="h-6 w-full cursor-pointer accent-primary disabled:cursor-not-allowed disabled:opacity-60"
      />
    </div>
  );
}
