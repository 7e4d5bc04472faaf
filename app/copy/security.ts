/** Copy for /security. */
import { site } from "../config/site";
import type { CtaLink, IconCard, SectionCopy } from "./content-types";

export type SecurityIcon = "lock" | "key" | "eye-off" | "code" | "smartphone" | "route";

export const securityPage = {
  features: {
    heading: "Layers of protection",
    lead: "Each layer protects you on its own. Together they leave nothing to chance.",
    items: [
      {
        icon: "lock",
        title: "AES-256 encryption",
        text: "OpenVPN and IKEv2 encrypt with AES-256-GCM and WireGuard with ChaCha20-Poly1305: authenticated ciphers that also detect any tampering in transit.",
      },
      {
        icon: "key",
        title: "Perfect forward secrecy",
        text: "Session keys are negotiated afresh, at least every 60 minutes on OpenVPN and every 2 minutes on WireGuard, so a key stolen tomorrow cannot decrypt today's traffic.",
      },
      {
        icon: "eye-off",
        title: "No-logs policy",
        text: "We never record browsing history, DNS queries, traffic destinations, your originating IP address or connection timestamps. There is nothing to hand over.",
      },
      {
        icon: "code",
        title: "Open-source clients",
        text: `The source code of every ${site.shortName} app is published under the GPLv3, so anyone can check what runs on their device and build it themselves.`,
      },
      {
        icon: "smartphone",
        title: "Two-factor authentication",
        text: "Protect your account with a time-based one-time code from any authenticator app. Even a stolen password is not enough to sign in.",
      },
      {
        icon: "route",
        title: "Multi-hop",
        text: "Route your traffic through two servers in different countries. The first sees who you are but not where you go; the second sees the destination but not you.",
      },
    ],
  } satisfies SectionCopy & { items: IconCard<SecurityIcon>[] },
  protocols: {
    heading: "Protocols we trust",
    lead: "Only modern, well-studied protocols. Outdated ones such as PPTP and L2TP are not offered at all.",
  } satisfies SectionCopy,
  badges: {
    heading: "Security at a glance",
    items: [
      "AES-256-GCM",
      "ChaCha20-Poly1305",
      "Perfect Forward Secrecy",
      "No-Logs Policy",
      "Open-Source Clients",
      "Two-Factor Authentication",
      "Multi-Hop",
      "Kill Switch",
      "DNS Leak Protection",
      "IPv6 Leak Protection",
    ],
  },
  closing: {
    heading: "Privacy you can check",
    text: "Read exactly what we collect and why, then put us to the test for 30 days.",
    primary: { label: "Read the Privacy Policy", href: "/legal/privacy" },
    secondary: { label: "See Plans", href: "/pricing" },
  } satisfies { heading: string; text: string; primary: CtaLink; secondary: CtaLink },
};
