/** Copy for /support: help-center search, contact channels, common questions, languages. */
import { site } from "../config/site";
import type { CtaLink } from "./content-types";
import { languages, liveChatHours, supportEmail } from "./support-channels";

export type ChannelIcon = "chat" | "mail" | "phone";

/** A way to reach support; `action` is where its button goes. */
export type SupportChannel = {
  icon: ChannelIcon;
  title: string;
  text: string;
  detail: string;
  action: { label: string } & ({ kind: "client-area" } | { kind: "mailto"; address: string });
};

export type CommonQuestion = { id: string; question: string; answer: string; link: CtaLink };

export const supportPage = {
  search: {
    label: "Search the help center",
    placeholder: "Try “refund”, “WireGuard” or “slow connection”",
    hint: "Searches the answers on this page and in our FAQ.",
  },
  channels: {
    heading: "Talk to a person",
    lead: "Real support staff, around the clock. Most questions are solved in the first reply.",
    items: [
      {
        icon: "chat",
        title: "Live Chat",
        text: "The fastest way to an answer. Chat opens in the client area, where an agent can see your subscription once you sign in.",
        detail: "English 24/7 · usually under 2 minutes",
        action: { label: "Start Live Chat", kind: "client-area" },
      },
      {
        icon: "mail",
        title: "Email Support",
        text: "Best for detailed questions, logs and screenshots. Every email gets a ticket number so nothing gets lost.",
        detail: `${supportEmail} · first reply within 1 hour`,
        action: { label: "Email Support", kind: "mailto", address: supportEmail },
      },
      {
        icon: "phone",
        title: "Phone Support",
        text: "Pro and business customers can book a call back with a network engineer at a time that suits them.",
        detail: "Call backs 7 days a week, 08:00–22:00 in your time zone",
        action: { label: "Request a Call Back", kind: "client-area" },
      },
    ] satisfies SupportChannel[],
  },
  common: {
    heading: "Common questions",
    lead: "Choose a question to see its answer.",
    items: [
      {
        id: "support-install",
        question: `How do I install ${site.shortName} on a new device?`,
        answer: `Download ${site.name} from your device's app store or from the client area, sign in with your account email and password, and tap Connect. Your subscription covers the new device straight away.`,
        link: { label: "Open the setup guides", href: "/how-to-use" },
      },
      {
        id: "support-refund",
        question: "How do I request a refund?",
        answer:
          "Contact support by live chat or email within 30 days of your purchase and ask for a refund. We confirm it within 24 hours and the money reaches you in 5-7 business days.",
        link: { label: "Read the refund policy", href: "/legal/refund" },
      },
      {
        id: "support-wont-connect",
        question: "Why won't the VPN connect?",
        answer:
          "Switch to another server first, then to another protocol: OpenVPN over TCP port 443 gets through most restrictive networks. On public Wi-Fi, open a web page to accept the network's sign-in page before connecting.",
        link: { label: "See troubleshooting tips", href: "/how-to-use#troubleshooting" },
      },
      {
        id: "support-change-location",
        question: "How do I change my server location?",
        answer:
          "Open the app, tap the current location and pick a country or city from the list, or search for it. The app disconnects and reconnects you in a second or two.",
        link: { label: "Browse server locations", href: "/locations" },
      },
      {
        id: "support-password",
        question: "How do I reset my password?",
        answer:
          "Choose “Forgot password” on the client area's sign-in page and enter your account email. The reset link is valid for one hour. If you turned on two-factor authentication, you will need your authenticator app too.",
        link: { label: "Read the security overview", href: "/security" },
      },
      {
        id: "support-streaming",
        question: `Can I use ${site.shortName} for streaming?`,
        answer:
          "Yes. Connect to a server in the country of the service you subscribe to and start watching. If a service still shows the wrong catalogue, clear its cookies or try another server in the same country.",
        link: { label: "See all features", href: "/features" },
      },
    ] satisfies CommonQuestion[],
  },
  languages: {
    heading: "Help in your language",
    text: `Our team answers in ${languages.slice(0, -1).join(", ")} and ${languages.at(-1)}. Write to us in any of them and a native speaker replies.`,
    hours: liveChatHours,
  },
};
