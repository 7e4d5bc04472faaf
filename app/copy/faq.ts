/**
 * Copy for /faq: four groups of three questions. The money-back answer says 7 days, where
 * every other screen says 30: the specification keeps both readings, each on its own screen.
 */
import { site } from "../config/site";
import type { CtaLink, FaqEntry } from "./content-types";

export type FaqGroup = { id: string; title: string; entries: FaqEntry[] };

export const faqGroups: FaqGroup[] = [
  {
    id: "general",
    title: "General Questions",
    entries: [
      {
        id: "what-is-umbra",
        question: `What is ${site.name}?`,
        answer: `${site.name} is a virtual private network run by ${site.operator} in ${site.country} since ${site.founded}. It encrypts the traffic between your device and our servers and gives you one of our IP addresses, so your internet provider, public Wi-Fi operators and the websites you visit cannot link what you do online to you.`,
      },
      {
        id: "devices",
        question: "How many devices can I use at the same time?",
        answer:
          "One subscription protects up to 6 devices at the same time. Install the apps on as many devices as you like; only the number connected at once counts.",
      },
      {
        id: "is-it-legal",
        question: "Is it legal to use a VPN?",
        answer:
          "Yes, in most countries, including the United States, the United Kingdom, the European Union, Singapore and Australia. A few countries restrict or ban VPNs, so check local law before you travel. Anything that is illegal without a VPN is still illegal with one, and our Acceptable Use Policy forbids it.",
      },
    ],
  },
  {
    id: "billing",
    title: "Account & Billing",
    entries: [
      {
        id: "payment-methods",
        question: "Which payment methods do you accept?",
        answer:
          "We accept all major credit cards (Visa, Mastercard, American Express and Discover), PayPal and cryptocurrency (Bitcoin, Ethereum and USDC). Business customers can also pay by invoice.",
      },
      {
        id: "money-back",
        question: "Do you offer a money-back guarantee?",
        answer:
          "Yes. If you are not satisfied, contact support within 7 days of your purchase and we will refund your payment in full.",
      },
      {
        id: "business-billing",
        question: "How does business billing work when I add or remove users?",
        answer:
          "Add or remove users whenever you need to from your team dashboard. New users can connect straight away, and your billing adjusts on the next billing cycle to match the number of users on your plan.",
      },
    ],
  },
  {
    id: "technical",
    title: "Technical Support",
    entries: [
      {
        id: "setup",
        question: `How do I set up ${site.shortName} on my device?`,
        answer:
          "Download our app for Windows, macOS, iOS, Android or Linux, sign in and tap Connect. To use OpenVPN or WireGuard with their own apps, or on a router, follow the step-by-step setup guides for your platform.",
      },
      {
        id: "slow-connection",
        question: "Why is my connection slower with the VPN on?",
        answer:
          "Encryption costs a little speed, and a distant server adds delay. Connect to a server near you, use WireGuard (the fastest protocol), and switch from TCP to UDP if you are on OpenVPN. If it is still slow, live chat can check the route from your network.",
      },
      {
        id: "contact-support",
        question: "How do I reach support?",
        answer:
          "Live chat and email are answered 24 hours a day, 7 days a week, with a first reply in an hour or less. Business customers can also book a call with an engineer.",
      },
    ],
  },
  {
    id: "security",
    title: "Security & Features",
    entries: [
      {
        id: "logs",
        question: "Do you keep logs of my activity?",
        answer:
          "No. We do not log browsing history, traffic destinations or content, DNS queries, your originating IP address or connection timestamps. Our Privacy Policy lists exactly what we do keep: your account email, payment records and support conversations.",
      },
      {
        id: "kill-switch",
        question: "What does the kill switch do?",
        answer:
          "If the VPN connection drops, for example when you change networks, the kill switch blocks all internet traffic until the tunnel is back, so nothing is sent unencrypted. It is on by default in our desktop and Android apps.",
      },
      {
        id: "which-protocol",
        question: "Which VPN protocol should I use?",
        answer:
          "WireGuard for almost everything: it is the fastest and our apps use it by default. Choose OpenVPN over TCP port 443 on networks that block VPNs, and IKEv2/IPSec on phones that switch often between Wi-Fi and mobile data.",
      },
    ],
  },
];

export const faqPage = {
  moreHelp: {
    heading: "Still have a question?",
    text: "Browse the help center for detailed articles, or talk to our support team.",
    primary: { label: "Visit the Help Center", href: "/help-center" } satisfies CtaLink,
    secondary: { label: "Contact Us", href: "/contact" } satisfies CtaLink,
  },
};

export const allFaqEntries: FaqEntry[] = faqGroups.flatMap((group) => group.entries);
