/** Copy for /about. */
import { site } from "../config/site";
import type { CtaLink, IconCard, SectionCopy, Stat } from "./content-types";

export type ValueIcon = "shield" | "eye" | "heart";

export const aboutPage = {
  mission: {
    heading: "Our mission",
    paragraphs: [
      `${site.operator} started in ${site.country} in ${site.founded} with a simple idea: privacy online should not require a networking degree. Too many people were told to accept being tracked by their internet provider, their coffee shop's Wi-Fi and every advertiser in between, because protecting themselves was too complicated.`,
      `${site.name} is our answer. It takes one tap to connect and no configuration to be safe, and it is built so that we cannot betray your trust even if someone asks us to: we keep no record of what you do online. We earn our living from subscriptions, never from your data.`,
    ],
  } satisfies SectionCopy & { paragraphs: string[] },
  values: {
    heading: "What we stand for",
    lead: "Three promises guide every decision, from the code we ship to the way we answer an email.",
    items: [
      {
        icon: "shield",
        title: "Privacy by design",
        text: "We collect the minimum needed to run your account and nothing about your browsing. Data we never collect cannot leak, be sold or be handed over.",
      },
      {
        icon: "eye",
        title: "Transparency",
        text: "Our policies are written in plain language, our app source code is public, and when we get something wrong we say so and explain how we fixed it.",
      },
      {
        icon: "heart",
        title: "People first",
        text: "Real people answer support around the clock, prices are stated up front, and cancelling is as easy as signing up.",
      },
    ],
  } satisfies SectionCopy & { items: IconCard<ValueIcon>[] },
  stats: {
    heading: `${site.shortName} at a glance`,
    items: [
      { value: String(site.founded), label: `Founded in ${site.country}` },
      { value: "140+", label: "Server locations" },
      { value: "24/7", label: "Human support" },
      { value: "6", label: "Support languages" },
    ],
  } satisfies SectionCopy & { items: Stat[] },
  closing: {
    heading: "Join us",
    text: "Try every feature for 30 days, or tell us what you need first. We are happy to help either way.",
    primary: { label: "Get Started", href: "/pricing" },
    secondary: { label: "Contact Us", href: "/contact" },
  } satisfies { heading: string; text: string; primary: CtaLink; secondary: CtaLink },
};
