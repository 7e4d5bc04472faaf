/** Refund Policy: the 30-day money-back guarantee in full. */
import { site } from "../../config/site";
import { supportEmail } from "../support-channels";
import { legalEffectiveDate, type LegalDocument } from "./types";

export const refundPolicy: LegalDocument = {
  effectiveDate: legalEffectiveDate,
  intro: [
    `Every ${site.name} subscription comes with a 30-day money-back guarantee. If the service is not right for you, ask for a refund within 30 days of your purchase and we will give you your money back in full. This policy explains how it works.`,
  ],
  sections: [
    {
      title: "The 30-day guarantee",
      blocks: [
        "The guarantee covers the first purchase of any personal or business plan, for any billing period: monthly, yearly or two-year. The 30 days start on the date of your payment.",
        "You do not have to give a reason, although we are always glad to hear one.",
      ],
    },
    {
      title: "Who is eligible",
      blocks: [
        {
          list: [
            "The guarantee is limited to one refund per user. A person who has had a refund once cannot receive another, including through a new account.",
            "Renewals of an existing subscription are not covered. Turn off automatic renewal in the client area before the renewal date if you do not want to continue.",
            "Accounts closed for a breach of our [Terms of Use](/legal/terms) or [Acceptable Use Policy](/legal/acceptable-use) are not eligible.",
            "Subscriptions bought through the Apple App Store or Google Play are refunded by Apple or Google under their own rules; we cannot refund those payments ourselves.",
          ],
        },
      ],
    },
    {
      title: "How to ask for a refund",
      blocks: [
        `Contact support by live chat or by email at [${supportEmail}](mailto:${supportEmail}) from the email address on your account, and ask for a refund. We confirm your refund within 24 hours and close the subscription at the same time.`,
      ],
    },
    {
      title: "When you get your money",
      blocks: [
        "The refund is processed in 5-7 business days after we confirm it. Your bank or card issuer may take a few more days to show it on your statement.",
        {
          list: [
            "Card and PayPal payments are refunded to the card or PayPal account you paid with.",
            "Invoiced business payments are refunded by bank transfer to the account that paid the invoice.",
            "Cryptocurrency payments are refunded in the same cryptocurrency to a wallet address you give us, at the current market rate on the day we process the refund, so that you receive the value in US dollars that you paid. Network fees for the transfer are paid by us.",
          ],
        },
      ],
    },
    {
      title: "Business plans",
      blocks: [
        "For business plans, the guarantee covers the first purchase of the workspace, for every user on it. Users added after the first 30 days are billed on your next billing cycle, as described in the Terms of Use, and are not refunded separately.",
      ],
    },
    {
      title: "Your statutory rights",
      blocks: [
        "This guarantee is in addition to any rights you have under the consumer law that applies to you, and does not limit them.",
      ],
    },
  ],
  action: {
    text: "Ready to ask for a refund, or have a question about one? Our support team answers around the clock.",
    label: "Contact Support",
    href: "/contact",
  },
};
