/** Copy around the plans: trust badges, expert reviews and the pricing FAQ (/pricing, landing). */
import { site } from "../config/site";

export type TrustBadge = { icon: "refund" | "lock" | "eye-off" | "headset"; label: string };

export const trustBadges: TrustBadge[] = [
  { icon: "refund", label: "30-day money-back guarantee" },
  { icon: "lock", label: "AES-256 encryption" },
  { icon: "eye-off", label: "Strict no-logs policy" },
  { icon: "headset", label: "24/7 support" },
];

/** Expert rating: source, rating out of 5, quote, link to the review. */
export type ExpertRating = { source: string; rating: number; quote: string; link: string };

export const expertReviewsIntro = {
  heading: "What Reviewers Say",
  lead: "Independent testers put our speeds, apps and privacy promises through their paces.",
};

export const expertReviews: ExpertRating[] = [
  {
    source: "Privacy Tech Review",
    rating: 4.8,
    quote: `${site.name} held WireGuard speeds within 9% of our unprotected line across three continents, and its kill switch blocked every leak we tried to provoke.`,
    link: "https://privacytechreview.example/reviews/umbra-vpn",
  },
  {
    source: "SecureNet Weekly",
    rating: 4.7,
    quote:
      "Clear pricing, a refund that arrived in five business days and a no-logs policy written in plain English. Rare in this market.",
    link: "https://securenetweekly.example/vpn/umbra-vpn-review",
  },
  {
    source: "The Remote Work Journal",
    rating: 4.6,
    quote:
      "The Teams plan got our twelve-person test company connected in an afternoon, with seats, billing and dedicated IPs in one dashboard.",
    link: "https://remoteworkjournal.example/tools/umbra-vpn-teams",
  },
];

export type PricingQuestion = { question: string; answer: string };

export const pricingFaq: { heading: string; items: PricingQuestion[] } = {
  heading: "Pricing Questions",
  items: [
    {
      question: "How does the 30-day money-back guarantee work?",
      answer:
        "If you are not satisfied, contact support within 30 days of your purchase and we refund the full amount. We confirm your request within 24 hours and the refund is processed in 5-7 business days. The guarantee applies once per user.",
    },
    {
      question: "Which payment methods do you accept?",
      answer:
        "Major credit cards such as Visa and Mastercard, PayPal and cryptocurrency. Business customers can also pay by invoice.",
    },
    {
      question: "Can I switch plans or billing periods later?",
      answer:
        "Yes. Upgrades take effect immediately and we credit the unused part of your current plan. A move to a different billing period starts when your current period ends.",
    },
    {
      question: "How is business billing adjusted when my team changes?",
      answer:
        "Business plans are billed per user, from 5 users on Teams and 20 on Enterprise. When you add or remove users, billing adjusts on your next billing cycle.",
    },
  ],
};

export const paymentMethodsNote = {
  heading: "Secure Payment Methods",
  text: "Pay by card, PayPal or cryptocurrency. Payments are encrypted and processed by certified providers; we never store your card number.",
};
