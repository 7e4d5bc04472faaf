import { ChevronDown } from "lucide-react";
import type { PricingQuestion } from "~/copy/pricing";

/** Native single-open accordion: <details> sharing a name close each other, without JavaScript. */
export function PricingFaq({ items }: { items: PricingQuestion[] }) {
  return (
    <div className="divide-y rounded-2xl border bg-card text-card-foreground">
      {items.map((item) => (
        <details key={item.question} name="pricing-faq" className="group px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 font-medium [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown
              className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="pb-5 text-muted-foreground">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
