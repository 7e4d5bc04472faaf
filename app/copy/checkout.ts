/** Copy of the checkout page (/checkout/:plan?/:duration?). */
import { site } from "../config/site";

export type PaymentMethodId = "credit-card" | "paypal" | "crypto";

export const checkoutCopy = {
  title: "Checkout",
  description: `Choose your billing period and complete your ${site.name} order.`,
  heading: "Complete Your Order",
  lead: "Choose how long you want to be protected, enter your email and pick a payment method.",
  steps: [
    { label: "Plan", done: true },
    { label: "Payment", done: true },
    { label: "Confirmation", done: false },
  ],
  durationLegend: "Billing period",
  emailLabel: "Email address",
  emailHint: "We send your receipt and account details here.",
  termsBefore: "I accept the ",
  termsLink: { label: "Terms of Use", href: "/legal/terms" },
  termsAfter: " and understand the subscription renews automatically.",
  paymentHeading: "Payment method",
  submit: "Complete Order",
  summaryHeading: "Order Summary",
  guarantee: "30-day money-back guarantee",
  secureNote: "Payments are encrypted. We never store your full card number.",
};

export const paymentMethods: { id: PaymentMethodId; label: string; text: string }[] = [
  {
    id: "credit-card",
    label: "Credit Card",
    text: "Visa, Mastercard and other major cards.",
  },
  {
    id: "paypal",
    label: "PayPal",
    text: "When you complete your order you are sent to PayPal to approve the payment, then brought back here. Your card details stay with PayPal.",
  },
  {
    id: "crypto",
    label: "Cryptocurrency",
    text: "Pay with Bitcoin, Ethereum or USDT. After you complete your order we show a wallet address and the amount at the current market rate; your subscription starts once the payment is confirmed on the network.",
  },
];

/** The card panel's fields; presentational only (no validation or processing is specified). */
export const cardFields = [
  {
    name: "number",
    label: "Card number",
    autoComplete: "cc-number",
    placeholder: "1234 5678 9012 3456",
    wide: true,
  },
  {
    name: "expiry",
    label: "Expiry date",
    autoComplete: "cc-exp",
    placeholder: "MM / YY",
    wide: false,
  },
  { name: "cvc", label: "CVC", autoComplete: "cc-csc", placeholder: "123", wide: false },
];

export const DEFAULT_PAYMENT_METHOD: PaymentMethodId = "credit-card";
