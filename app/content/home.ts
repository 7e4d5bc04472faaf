/** Copy for the landing page (/). The page component only arranges it. */
import { site } from "../config/site";

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
