/** The checkout form's rules and messages. */

export const checkoutMessages = {
  email: "Please enter a valid email address",
  terms: "You must accept the terms to continue",
  success: "Order completed! This would normally process payment and create your account.",
} as const;

export type CheckoutInput = { email: string; termsAccepted: boolean };
export type CheckoutErrors = Partial<Record<"email" | "terms", string>>;

/** Something@domain.tld: one @, no spaces, a dot in the domain, at most 254 characters. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}

/** Every error at once, so both messages appear together. */
export function validateCheckout(input: CheckoutInput): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (!isValidEmail(input.email)) errors.email = checkoutMessages.email;
  if (!input.termsAccepted) errors.terms = checkoutMessages.terms;
  return errors;
}

export function hasErrors(errors: CheckoutErrors): boolean {
  return Object.keys(errors).length > 0;
}
