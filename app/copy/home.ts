/** Copy for the landing page (/). The page component only arranges it. */
import { site } from "../config/site";
import type { CtaLink, FaqEntry, IconCard, SectionCopy, Stat } from "./content-types";

export type TrustItem = { icon: "calendar" | "headset" | "lock"; title: string; text: string };

export const homeHero = {
  badge: "Simple Privacy Protection",
  lead: `${site.name} encrypts everything you do online and hides your IP address, on every device, with one tap. No setup, no tracking, no fine print.`,
  bullets: [
    "Strict no-logs policy",
    "AES-256 encryption on every connection",
    "Connect up to 6 devices at once",
  ],
  cta: { label: "Get Started Now", href: "/pricing" },
  secondaryCta: { label: "Explore Features", href: "/features" },
  priceLine: "From $8.99/month • 30-day money-back guarantee",
  /** The app preview beside the headline: a picture of the app, never a reading of the visitor. */
  appPreview: {
    caption: "App preview",
    status: "Connected",
    server: "Singapore · 10 Gbps",
    rows: [
      { label: "Protocol", value: "WireGuard" },
      { label: "Encryption", value: "AES-256" },
      { label: "Kill switch", value: "On" },
    ],
  },
};

export const homeTrust: { heading: string; items: TrustItem[] } = {
  heading: `Trusted protection from ${site.operator}`,
  items: [
    {
      icon: "calendar",
      title: `Founded ${site.founded}`,
      text: `Protecting privacy from ${site.country} for over a decade.`,
    },
    {
      icon: "headset",
      title: "24/7 support",
      text: "Real people on live chat and email, day and night.",
    },
    {
      icon: "lock",
      title: "AES-256 encryption",
      text: "The cipher trusted by banks and security teams.",
    },
  ],
};

export type HighlightIcon = "zap" | "eye-off" | "power" | "globe" | "devices" | "headset";

export const homeHighlights: SectionCopy & { items: IconCard<HighlightIcon>[] } = {
  heading: "Everything you need, nothing you don't",
  lead: "Strong defaults, switched on from the first tap. You never have to read a manual to be safe.",
  items: [
    {
      icon: "zap",
      title: "Fast by default",
      text: "WireGuard on 10 Gbps servers, so video calls, streams and downloads run at the speed you pay your ISP for.",
    },
    {
      icon: "eye-off",
      title: "No logs, ever",
      text: "We never record the sites you visit, your DNS queries or your real IP address. There is nothing to hand over.",
    },
    {
      icon: "power",
      title: "Kill switch",
      text: "If the tunnel drops, traffic stops until it is back, so nothing slips out over an unprotected connection.",
    },
    {
      icon: "globe",
      title: "Content without borders",
      text: "Choose a server in the country you need and browse, stream and shop as you would at home.",
    },
    {
      icon: "devices",
      title: "Every device you own",
      text: "Apps for Windows, macOS, iOS, Android and Linux, plus manual setup for routers and consoles.",
    },
    {
      icon: "headset",
      title: "Help from real people",
      text: "Live chat and email around the clock, answered by staff who know networking, not scripts.",
    },
  ],
};

export const homeTestimonials: SectionCopy & {
  tabs: { customers: string; social: string; editorial: string };
} = {
  heading: "People who stopped worrying about their Wi-Fi",
  lead: "What customers, social media and the press say about us.",
  tabs: { customers: "Customer Reviews", social: "Social Media", editorial: "Editorial Reviews" },
};

export const homeStats: SectionCopy & { items: Stat[] } = {
  heading: `${site.shortName} in numbers`,
  items: [
    { value: "2+", label: "Years of trusted service" },
    { value: "10+", label: "Countries" },
    { value: "100+", label: "Servers" },
    { value: "≤ 1 hour", label: "Support response time" },
  ],
};

export const homeFaq: SectionCopy & { items: FaqEntry[]; more: CtaLink } = {
  heading: "Questions, answered",
  lead: "The short version. The FAQ has the rest.",
  items: [
    {
      id: "home-faq-what",
      question: "What does a VPN actually do?",
      answer:
        "It encrypts everything your device sends and routes it through one of our servers. Your internet provider and anyone on the same Wi-Fi see only scrambled data going to us, and the websites you visit see our server's IP address instead of yours.",
    },
    {
      id: "home-faq-speed",
      question: "Will it slow my connection down?",
      answer:
        "Very little on a nearby server. WireGuard adds only a few milliseconds of latency, and our 10 Gbps servers leave plenty of headroom. On a distant server the extra distance adds delay, so the app picks the fastest location for you by default.",
    },
    {
      id: "home-faq-logs",
      question: "Do you keep logs of what I do online?",
      answer:
        "No. We do not record browsing history, traffic destinations, DNS queries, your originating IP address or connection timestamps. The privacy policy lists the little we do keep, such as your account email and payment records.",
    },
    {
      id: "home-faq-refund",
      question: "What if it's not right for me?",
      answer:
        "Every plan comes with a 30-day money-back guarantee. Ask support for a refund within 30 days of your purchase and you get your money back, no questions asked.",
    },
    {
      id: "home-faq-devices",
      question: "How many devices can I use?",
      answer:
        "One subscription covers up to 6 devices at the same time: your phone, laptop, tablet and the rest of the household.",
    },
  ],
  more: { label: "Read the full FAQ", href: "/faq" },
};

export const homePricing: SectionCopy & { cta: CtaLink; points: string[] } = {
  heading: "Choose your plan",
  lead: "From $8.99/month. Save up to 60% with a longer plan, and cancel any time.",
  points: [
    "30-day money-back guarantee",
    "Pay by card, PayPal or cryptocurrency",
    "Personal and business plans",
  ],
  cta: { label: "Compare all plans", href: "/pricing" },
};
