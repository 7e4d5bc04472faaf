import { describe, expect, it } from "vitest";
import { checkoutMessages, hasErrors, isValidEmail, validateCheckout } from "./checkout-validation";

describe("isValidEmail", () => {
  it.each(["ana@example.com", "first.last+vpn@mail.example.co.uk", "  padded@example.org  "])(
    "accepts %s",
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it.each([
    "",
    "   ",
    "ana",
    "ana@",
    "@example.com",
    "ana@example",
    "ana@@example.com",
    "ana example@example.com",
    "ana@example..com",
    "ana@.example.com",
    `${"a".repeat(250)}@example.com`,
  ])("rejects %j", (email) => expect(isValidEmail(email)).toBe(false));
});

describe("validateCheckout", () => {
  it("reports both errors together with the specified messages", () => {
    const errors = validateCheckout({ email: "not-an-email", termsAccepted: false });
    expect(errors).toEqual({
      email: "Please enter a valid email address",
      terms: "You must accept the terms to continue",
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it("reports only the field that is wrong", () => {
    expect(validateCheckout({ email: "ana@example.com", termsAccepted: false })).toEqual({
      terms: checkoutMessages.terms,
    });
    expect(validateCheckout({ email: "", termsAccepted: true })).toEqual({
      email: checkoutMessages.email,
    });
  });

  it("passes a valid email with the terms accepted", () => {
    const errors = validateCheckout({ email: "ana@example.com", termsAccepted: true });
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });

  it("keeps the success text of the specification", () => {
    expect(checkoutMessages.success).toBe(
      "Order completed! This would normally process payment and create your account.",
    );
  });
});
