/** Copy for /why-umbra: the case for choosing us. */
import { site } from "../config/site";
import type { CtaLink, IconCard, SectionCopy, Stat } from "./content-types";

export type ReasonIcon = "calendar" | "eye-off" | "zap" | "code" | "headset" | "tag";

export const whyUmbraPage = {
  stats: [
    { value: "5M+", label: "Users" },
    { value: "160+", label: "Locations" },
    { value: "99.9%", label: "Uptime" },
  ] satisfies Stat[],
  reasons: {
    heading: `Six reasons people choose ${site.shortName}`,
    items: [
      {
        icon: "calendar",
        title: `Experience since ${site.founded}`,
        text: `${site.operator} has run privacy services from ${site.country} for over a decade, through every change in how the internet is watched.`,
      },
      {
        icon: "eye-off",
        title: "Nothing to log, nothing to leak",
        text: "We do not record what you do online, so there is nothing to sell, leak or hand over.",
      },
      {
        icon: "zap",
        title: "Fast where it matters",
        text: "WireGuard on 10 Gbps servers keeps streaming, gaming and calls smooth, close to home or far away.",
      },
      {
        icon: "code",
        title: "Open by default",
        text: "Our app source code is public and our policies are written in plain language.",
      },
      {
        icon: "headset",
        title: "People, not bots",
        text: "Support staff who understand networks answer live chat and email around the clock.",
      },
      {
        icon: "tag",
        title: "Honest pricing",
        text: "One price on the page, no surprise renewals at a different rate, and a 30-day money-back guarantee.",
      },
    ],
  } satisfies SectionCopy & { items: IconCard<ReasonIcon>[] },
  comparison: {
    heading: `${site.shortName} compared with a typical free VPN`,
    caption: `How ${site.name} and a typical free VPN service differ`,
    columns: [site.name, "Typical free VPN"] as const,
    rows: [
      { feature: "Activity logs", ours: "None", theirs: "Often kept and shared with advertisers" },
      {
        feature: "Encryption",
        ours: "AES-256-GCM and ChaCha20-Poly1305",
        theirs: "Varies, sometimes outdated",
      },
      {
        feature: "Speed and data",
        ours: "10 Gbps servers, unlimited data",
        theirs: "Capped data, crowded servers",
      },
      { feature: "Advertising", ours: "None", theirs: "Ads in the app and in your browser" },
      { feature: "Support", ours: "Live chat and email, 24/7", theirs: "Forums or nothing" },
    ],
  },
  closing: {
    heading: "See why for yourself",
    text: "Try everything for 30 days. If it is not for you, we refund you in full.",
    primary: { label: "Get Started", href: "/pricing" } satisfies CtaLink,
    secondary: { label: "Explore Features", href: "/features" } satisfies CtaLink,
  },
};
