/** Copy for /what-is-vpn: a plain-language explainer, honest about the limits. */
import { site } from "../config/site";
import type { CtaLink, IconCard, SectionCopy } from "./content-types";

export type ProtectIcon = "wifi" | "eye-off" | "map-pin" | "globe";

export const whatIsVpnPage = {
  cta: { label: `Get ${site.name}`, href: "/checkout/personal/yearly" } satisfies CtaLink,
  howItWorks: {
    heading: "How a VPN works",
    lead: "Three things happen every time you connect.",
    steps: [
      {
        title: "Your device encrypts everything",
        text: "Before any data leaves your phone or laptop, the VPN app scrambles it with a key only you and the VPN server share.",
      },
      {
        title: "It travels through a private tunnel",
        text: "Your internet provider and the Wi-Fi you are on can see that you are connected to a VPN server, but not what you send or where it is going.",
      },
      {
        title: "The server forwards it for you",
        text: "The VPN server decrypts your request and sends it to the website from its own IP address, so the site sees the server's location instead of yours.",
      },
    ],
  },
  protects: {
    heading: "What a VPN protects",
    items: [
      {
        icon: "wifi",
        title: "Public Wi-Fi",
        text: "Nobody else on the café, hotel or airport network can read or tamper with your traffic.",
      },
      {
        icon: "eye-off",
        title: "Your browsing from your provider",
        text: "Your internet provider can no longer log, sell or throttle based on the sites you visit.",
      },
      {
        icon: "map-pin",
        title: "Your IP address and location",
        text: "Websites and trackers see the VPN server's address, not the one that points to your home.",
      },
      {
        icon: "globe",
        title: "Access while travelling",
        text: "Connect to a server at home to reach your bank, streaming services and news as if you never left.",
      },
    ],
  } satisfies SectionCopy & { items: IconCard<ProtectIcon>[] },
  limits: {
    heading: "What a VPN does not do",
    lead: "A VPN is one layer of protection. Be wary of anyone who promises it makes you invisible.",
    items: [
      "It does not stop websites from recognising you when you sign in, or from tracking you with cookies. Use a private browser window or a tracker blocker for that.",
      "It does not protect you from phishing emails or malware you choose to download. Keep your device updated and stay careful with links.",
      "It does not make illegal activity legal. Laws still apply where you are, and where the service you use is.",
      "It can only be as trustworthy as its provider, which is why we keep no logs of your activity at all.",
    ],
  },
  closing: {
    heading: "Ready to try it?",
    text: "Set up in two minutes on every device, with a 30-day money-back guarantee.",
  },
};
