import { type FormEvent, useRef, useState } from "react";
import { Link } from "react-router";
import {
  DEFAULT_PAYMENT_METHOD,
  type PaymentMethodId,
  checkoutCopy as copy,
  paymentMethods,
} from "~/copy/checkout";
import { type DurationId, durationOptions } from "~/copy/plans";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { sendAnalyticsEvent } from "~/features/analytics/public";
import { useHydrated } from "~/hooks/use-hydrated";
import { durationOption } from "~/features/pricing/public";
import {
  type CheckoutErrors,
  checkoutMessages,
  hasErrors,
  validateCheckout,
} from "./checkout-validation";
import { DurationOptions } from "./duration-options";
import { type CheckoutPlan, OrderSummary } from "./order-summary";
import { PaymentMethods } from "./payment-methods";

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/** Duration, email, payment method and terms, validated together on submit. */
export function CheckoutForm({ plan, duration }: { plan: CheckoutPlan; duration: DurationId }) {
  const [durationId, setDurationId] = useState(duration);
  const [openMethod, setOpenMethod] = useState<PaymentMethodId | null>(DEFAULT_PAYMENT_METHOD);
  const [email, setEmail] = useState("");
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [attempted, setAttempted] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const termsRef = useRef<HTMLInputElement>(null);
  // The page hydrates on intent (decision 022): until the app is there, the form must not
  // submit natively, which would put the email address in the page's URL.
  const hydrated = useHydrated();

  // After a first attempt, messages follow the fields as they are corrected.
  function update(next: { email?: string; termsAccepted?: boolean }) {
    const values = { email, termsAccepted, ...next };
    if (next.email !== undefined) setEmail(next.email);
    if (next.termsAccepted !== undefined) setTermsAccepted(next.termsAccepted);
    if (attempted) setErrors(validateCheckout(values));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateCheckout({ email, termsAccepted });
    setErrors(found);
    setAttempted(true);
    if (hasErrors(found)) {
      (found.email ? emailRef : termsRef).current?.focus();
      return;
    }
    sendAnalyticsEvent({ path: location.pathname, goal: "checkout-submitted" });
    window.alert(checkoutMessages.success);
  }

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
        <OrderSummary
          heading={copy.summaryHeading}
          guarantee={copy.guarantee}
          plan={plan}
          option={durationOption(durationId)}
        />
      </div>
      <form noValidate onSubmit={onSubmit} className="grid gap-10 lg:col-start-1 lg:row-start-1">
        <DurationOptions
          legend={copy.durationLegend}
          options={durationOptions}
          value={durationId}
          onChange={setDurationId}
          basePrice={plan.basePrice}
          perUser={plan.minUsers !== undefined}
        />
        <div className="grid gap-1.5">
          <label htmlFor="checkout-email" className="text-lg font-semibold">
            {copy.emailLabel}
          </label>
          <p id="checkout-email-hint" className="text-sm text-muted-foreground">
            {copy.emailHint}
          </p>
          <input
            ref={emailRef}
            id="checkout-email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => update({ email: event.target.value })}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={cn("checkout-email-hint", errors.email && "checkout-email-error")}
            className={cn(
              "mt-1 h-11 w-full rounded-lg border bg-background px-3 text-base",
              errors.email ? "border-destructive ring-1 ring-destructive" : "border-input",
            )}
          />
          <FieldError id="checkout-email-error" message={errors.email} />
        </div>
        <PaymentMethods
          heading={copy.paymentHeading}
          methods={paymentMethods}
          open={openMethod}
          onToggle={(id) => setOpenMethod((current) => (current === id ? null : id))}
        />
        <div className="grid gap-1.5">
          <div className="flex items-start gap-3">
            <input
              ref={termsRef}
              id="checkout-terms"
              name="terms"
              type="checkbox"
              checked={termsAccepted}
              onChange={(event) => update({ termsAccepted: event.target.checked })}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? "checkout-terms-error" : undefined}
              className="mt-1 size-4 shrink-0 accent-primary"
            />
            <label htmlFor="checkout-terms" className="text-sm">
              {copy.termsBefore}
              <Link to={copy.termsLink.href} className="font-medium text-primary underline">
                {copy.termsLink.label}
              </Link>
              {copy.termsAfter}
            </label>
          </div>
          <FieldError id="checkout-terms-error" message={errors.terms} />
        </div>
        <div className="grid gap-3">
          <Button
            type="submit"
            size="lg"
            disabled={!hydrated}
            className="w-full sm:w-auto sm:justify-self-start"
          >
            {copy.submit}
          </Button>
          <p className="text-sm text-muted-foreground">{copy.secureNote}</p>
        </div>
      </form>
    </div>
  );
}
