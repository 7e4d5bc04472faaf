/** Copy for /personal-vpn: the Personal plan for individuals and households. */
import type { CtaLink, IconCard, SectionCopy } from "./content-types";

export type PersonalIcon = "home" | "coffee" | "plane" | "tv" | "shield" | "zap";

export const personalVpnPage = {
  primary: { label: "Get Personal VPN", href: "/checkout/personal/yearly" } satisfies CtaLink,
  secondary: { label: "Compare Plans", href: "/pricing" } satisfies CtaLink,
  benefits: {
    heading: "Privacy for everyday life",
    lead: "Turn it on once and forget about it. It protects you wherever you connect.",
    items: [
      {
        icon: "home",
        title: "At home",
        text: "Stop your internet provider from logging and selling the list of sites you visit.",
      },
      {
        icon: "coffee",
        title: "On public Wi-Fi",
        text: "Bank, shop and sign in safely on café, hotel and airport networks.",
      },
      {
        icon: "plane",
        title: "When you travel",
        text: "Reach your home streaming services, bank and news sites from anywhere.",
      },
      {
        icon: "tv",
        title: "For streaming",
        text: "Fast servers tuned for HD and 4K video, with no bandwidth caps.",
      },
      {
        icon: "shield",
        title: "Kill switch included",
        text: "If the connection drops, your traffic stops instead of slipping out unprotected.",
      },
      {
        icon: "zap",
        title: "No slowdown you will notice",
        text: "WireGuard on 10 Gbps servers keeps browsing and video calls quick.",
      },
    ],
  } satisfies SectionCopy & { items: IconCard<PersonalIcon>[] },
  plan: {
    heading: "Everything in the Personal plan",
    lead: "From $8.99/month, or less with a longer plan.",
    items: [
      "10 Gbps speed",
      "3 devices at the same time",
      "Global content access",
      "No-logs privacy",
      "24/7 support",
      "Kill switch",
    ],
  },
  closing: {
    heading: "Start protecting yourself today",
    text: "Every plan comes with a 30-day money-back guarantee.",
  },
};
