import { Check } from "lucide-react";
import { cn } from "~/components/ui/cn";

export type ProgressStep = { label: string; done: boolean };

/**
 * Plan ✓ → Payment ✓ → Confirmation: where the buyer is in the order. Below `sm` the
 * connectors are left out so the three steps fit one row on a 360 px phone; a narrower
 * screen wraps between steps, never leaving a connector at the end of a row.
 */
export function ProgressSteps({ steps }: { steps: ProgressStep[] }) {
  const current = steps.findIndex((step) => !step.done);
  return (
    <ol
      aria-label="Checkout progress"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-2 sm:gap-4"
    >
      {steps.map((step, index) => (
        <li
          key={step.label}
          aria-current={index === current ? "step" : undefined}
          className="flex items-center text-sm font-medium sm:gap-4"
        >
          <span className="flex items-center gap-2">
            <span
              className={cn(
                "flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold",
                step.done
                  ? "border-primary bg-primary text-primary-foreground"
                  : "border-border text-muted-foreground",
              )}
              aria-hidden="true"
            >
              {step.done ? <Check className="size-4" /> : index + 1}
            </span>
            <span className={step.done ? "text-foreground" : "text-muted-foreground"}>
              {step.label}
              <span className="sr-only">{step.done ? " (completed)" : " (not completed)"}</span>
            </span>
          </span>
          {index < steps.length - 1 ? (
            <span aria-hidden="true" className="hidden h-px w-12 bg-border sm:block" />
          ) : null}
        </li>
      ))}
    </ol>
  );
}
