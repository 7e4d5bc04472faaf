/** Copy for /contact. */
import type { CtaLink } from "./content-types";
import {
  abuseEmail,
  businessEmail,
  liveChatHours,
  privacyEmail,
  supportEmail,
} from "./support-channels";

export const contactPage = {
  chat: {
    heading: "Live chat",
    text: "Chat with a support agent in real time. It opens in the client area, so we can look at your subscription once you sign in.",
    hoursHeading: "Business hours",
    hours: liveChatHours,
    action: "Start Live Chat",
  },
  email: {
    heading: "Email support",
    text: "Write to us any time. Every message gets a ticket number, and the first reply arrives within an hour.",
    addresses: [
      { label: "Help with the service", address: supportEmail },
      { label: "Business sales and accounts", address: businessEmail },
      { label: "Privacy and data requests", address: privacyEmail },
      { label: "Abuse reports", address: abuseEmail },
    ],
    action: { label: "Email Support", address: supportEmail },
  },
  selfHelp: {
    heading: "Find an answer right now",
    lead: "Most questions are answered in our guides and FAQ.",
    links: [
      {
        label: "Setup guides",
        href: "/how-to-use",
        text: "OpenVPN and WireGuard steps for Windows, macOS, iOS, Android and Linux, plus troubleshooting.",
      },
      {
        label: "Frequently asked questions",
        href: "/faq",
        text: "Billing, accounts, devices, security features and more, answered in a few lines each.",
      },
    ] satisfies (CtaLink & { text: string })[],
  },
};
