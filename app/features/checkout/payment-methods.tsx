import { Bitcoin, ChevronDown, CreditCard, Wallet } from "lucide-react";
import { useId } from "react";
import { type PaymentMethodId, cardFields } from "~/copy/checkout";
import { cn } from "~/components/ui/cn";

const icons = { "credit-card": CreditCard, paypal: Wallet, crypto: Bitcoin } satisfies Record<
  PaymentMethodId,
  unknown
>;

const fieldClass =
  "h-11 w-full rounded-lg border border-input bg-background px-3 text-base placeholder:text-muted-foreground";

/** Card fields: presentational only (the spec defines no validation or processing for them). */
function CardFields({ idPrefix }: { idPrefix: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {cardFields.map((field) => (
        <div key={field.name} className={cn("grid gap-1.5", field.wide && "sm:col-span-2")}>
          <label htmlFor={`${idPrefix}-${field.name}`} className="text-sm font-medium">
            {field.label}
          </label>
          <input
            id={`${idPrefix}-${field.name}`}
            className={fieldClass}
            autoComplete={field.autoComplete}
            inputMode="numeric"
            placeholder={field.placeholder}
          />
        </div>
      ))}
    </div>
  );
}

/**
 * Credit card (open by default), PayPal and crypto. Clicking a method opens and highlights its
 * panel; clicking the open one collapses it.
 */
export function PaymentMethods({
  heading,
  methods,
  open,
  onToggle,
}: {
  heading: string;
  methods: { id: PaymentMethodId; label: string; text: string }[];
  open: PaymentMethodId | null;
  onToggle: (id: PaymentMethodId) => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {heading}
      </h2>
      {methods.map((method) => {
        const Icon = icons[method.id];
        const isOpen = open === method.id;
        const panelId = `${id}-${method.id}`;
        return (
          <div
            key={method.id}
            data-method={method.id}
            data-open={isOpen || undefined}
            className={cn(
              "rounded-xl border transition-colors",
              isOpen ? "border-primary bg-primary/5 ring-1 ring-primary" : "bg-card",
            )}
          >
            <h3>
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => onToggle(method.id)}
                className="flex w-full items-center gap-3 rounded-xl p-4 text-left font-medium"
              >
                <Icon className="size-5 text-primary" aria-hidden="true" />
                <span className="flex-1">{method.label}</span>
                <ChevronDown
                  className={cn(
                    "size-4 text-muted-foreground transition-transform",
                    isOpen && "rotate-180",
                  )}
                  aria-hidden="true"
                />
              </button>
            </h3>
            <div id={panelId} hidden={!isOpen} className="grid gap-4 px-4 pb-4">
              <p className="text-sm text-muted-foreground">{method.text}</p>
              {method.id === "credit-card" ? <CardFields idPrefix={panelId} /> : null}
            </div>
          </div>
        );
      })}
    </section>
  );
}
