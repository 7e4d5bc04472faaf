/**
 * Plans, billing periods (pricing page) and duration options (checkout).
 * Prices are US dollars per month (per user for business plans) before any discount.
 */

export type PlanCategory = "personal" | "business";

export type Plan = {
  name: string;
  basePrice: number;
  popular: boolean;
  /** One line under the name on the plan card. */
  tagline: string;
  features: string[];
  excludedFeatures: string[];
  /** Business plans only: the smallest number of seats sold. */
  minUsers?: number;
  /** The plan button's label. */
  cta: string;
};

export type PlanCatalogue = Record<PlanCategory, Plan[]>;

export const planCategories = [
  { id: "personal", label: "Personal" },
  { id: "business", label: "Business" },
] as const satisfies readonly { id: PlanCategory; label: string }[];

export const plans: PlanCatalogue = {
  personal: [
    {
      name: "Personal",
      basePrice: 8.99,
      popular: false,
      tagline: "Everyday privacy for you and your devices.",
      features: [
        "10 Gbps Speed",
        "3 Devices",
        "Global Content Access",
        "No-logs Privacy",
        "24/7 Support",
        "Kill Switch",
      ],
      excludedFeatures: ["Gaming-optimized Servers", "P2P Support", "Dedicated IP"],
      cta: "Get Started",
    },
    {
      name: "Pro",
      basePrice: 11.99,
      popular: true,
      tagline: "For gamers, streamers and households with many devices.",
      features: [
        "Unlimited Devices",
        "Gaming-optimized Servers",
        "P2P Support",
        "DDoS Protection",
        "Priority Support",
        "Everything in Personal",
      ],
      excludedFeatures: ["Dedicated IP", "Business Features"],
      cta: "Start Free Trial",
    },
  ],
  business: [
    {
      name: "Teams",
      basePrice: 15.99,
      popular: false,
      tagline: "Managed access for small teams that work from anywhere.",
      features: [
        "Team Management Dashboard",
        "Unlimited Devices per User",
        "Shared Dedicated IP",
        "Centralized Billing",
        "Priority Support",
      ],
      excludedFeatures: ["SAML/SSO", "API Access", "Uptime SLA"],
      minUsers: 5,
      cta: "Get Started",
    },
    {
      name: "Enterprise",
      basePrice: 29.99,
      popular: true,
      tagline: "Identity-aware access and guarantees for large organisations.",
      features: [
        "SAML/SSO",
        "API Access",
        "99.9% Uptime SLA",
        "Dedicated IPs per Team",
        "Dedicated Account Manager",
        "Audit Logs of Admin Actions",
        "Everything in Teams",
      ],
      excludedFeatures: [],
      minUsers: 20,
      cta: "Get Started",
    },
  ],
};

export type BillingPeriodId = "monthly" | "yearly" | "biennial";

export type BillingPeriod = {
  id: BillingPeriodId;
  label: string;
  multiplier: number;
  /** "Save 50%"; empty when there is no discount. */
  saving: string;
  /** How the discounted price is charged, e.g. "billed annually". */
  billed: string;
};

export const billingPeriods: BillingPeriod[] = [
  { id: "monthly", label: "Monthly", multiplier: 1, saving: "", billed: "billed monthly" },
  { id: "yearly", label: "Yearly", multiplier: 0.5, saving: "Save 50%", billed: "billed annually" },
  {
    id: "biennial",
    label: "2 Years",
    multiplier: 0.4,
    saving: "Save 60%",
    billed: "billed every 2 years",
  },
];

export const DEFAULT_BILLING_PERIOD: BillingPeriodId = "yearly";

export type DurationId = "monthly" | "yearly" | "two-year";

export type DurationOption = {
  id: DurationId;
  label: string;
  multiplier: number;
  /** Number of months charged at once. */
  months: number;
  /** Percent text, e.g. "Save 60%"; empty for monthly. */
  saving: string;
  /** Completes "Billed $54.00 …". */
  every: string;
};

export const durationOptions: DurationOption[] = [
  { id: "monthly", label: "1 Month", multiplier: 1, months: 1, saving: "", every: "every month" },
  {
    id: "yearly",
    label: "1 Year",
    multiplier: 0.5,
    months: 12,
    saving: "Save 50%",
    every: "every year",
  },
  {
    id: "two-year",
    label: "2 Years",
    multiplier: 0.4,
    months: 24,
    saving: "Save 60%",
    every: "every 2 years",
  },
];
