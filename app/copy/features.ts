/** Copy for /features. */
import { site } from "../config/site";
import type { CtaLink, IconCard, SectionCopy, SpecItem } from "./content-types";

export type FeatureIcon =
  | "lock"
  | "eye-off"
  | "power"
  | "shield"
  | "split"
  | "zap"
  | "globe"
  | "route"
  | "tv"
  | "share"
  | "ban"
  | "devices";

export const featuresPage = {
  introCta: { label: "Try Risk-Free for 30 Days", href: "/pricing" } satisfies CtaLink,
  features: {
    heading: "Twelve reasons your connection is safer with us",
    lead: "Every feature is included in every plan and switched on by default where it should be.",
    items: [
      {
        icon: "lock",
        title: "AES-256 encryption",
        text: "The cipher banks and governments rely on, with ChaCha20-Poly1305 on WireGuard. Nobody between you and our server can read your traffic.",
      },
      {
        icon: "eye-off",
        title: "Strict no-logs policy",
        text: "No browsing history, no DNS queries, no originating IP, no connection timestamps. We cannot share what we never store.",
      },
      {
        icon: "power",
        title: "Kill switch",
        text: "Blocks all traffic the moment the tunnel drops and lets it through again only once you are protected.",
      },
      {
        icon: "shield",
        title: "DNS leak protection",
        text: "Every server runs its own private DNS resolver, so your lookups stay inside the encrypted tunnel.",
      },
      {
        icon: "split",
        title: "Split tunnelling",
        text: "Send your banking app or local printer outside the VPN while everything else stays protected. On Windows, macOS and Android.",
      },
      {
        icon: "zap",
        title: "10 Gbps servers",
        text: "High-capacity ports and WireGuard keep 4K streams, large downloads and video calls smooth.",
      },
      {
        icon: "globe",
        title: "Global network",
        text: "Servers across North America, Europe, Asia Pacific, the Middle East and South America, with a fastest-server pick built in.",
      },
      {
        icon: "route",
        title: "Multi-hop",
        text: "Route through two servers in different countries for the moments when one layer of protection is not enough.",
      },
      {
        icon: "tv",
        title: "Streaming access",
        text: "Watch your home services while travelling on servers tuned for streaming throughput.",
      },
      {
        icon: "share",
        title: "P2P-friendly servers",
        text: "Dedicated servers for peer-to-peer traffic, with no bandwidth caps and no throttling.",
      },
      {
        icon: "ban",
        title: "Tracker and malware blocking",
        text: "Optional DNS-level blocking of known trackers, ad networks and malware domains, on every device at once.",
      },
      {
        icon: "devices",
        title: "Apps for every platform",
        text: "Native apps for Windows, macOS, iOS, Android and Linux, plus setup guides for routers and consoles.",
      },
    ],
  } satisfies SectionCopy & { items: IconCard<FeatureIcon>[] },
  protocols: {
    heading: "Three protocols, one tap apart",
    lead: "Our apps choose WireGuard by default and let you switch whenever a network calls for something else.",
  } satisfies SectionCopy,
  specs: {
    heading: "Technical specifications",
    lead: "For those who want to know exactly what protects them.",
    security: {
      title: "Security",
      items: [
        {
          term: "Encryption",
          value: "AES-256-GCM (OpenVPN, IKEv2/IPSec); ChaCha20-Poly1305 (WireGuard)",
        },
        {
          term: "Key exchange",
          value: "ECDHE over TLS 1.3 (OpenVPN); ECP-384 (IKEv2); Curve25519 (WireGuard)",
        },
        {
          term: "Forward secrecy",
          value:
            "New session keys at least every 60 minutes on OpenVPN and every 2 minutes on WireGuard",
        },
        {
          term: "Server authentication",
          value: "RSA-4096 certificates; static Curve25519 keys on WireGuard",
        },
        {
          term: "DNS",
          value: "Private resolvers on every server, reached only through the tunnel",
        },
        {
          term: "Leak protection",
          value: "IPv6 and DNS leak protection, kill switch on desktop and Android",
        },
      ],
    } satisfies { title: string; items: SpecItem[] },
    network: {
      title: "Network",
      items: [
        { term: "Network size", value: "5,000+ servers in 160+ locations" },
        { term: "Port speed", value: "10 Gbps" },
        { term: "Protocols", value: "WireGuard, OpenVPN (UDP and TCP), IKEv2/IPSec" },
        { term: "Server types", value: "Standard, Gaming, Business, Double VPN and Static IP" },
        { term: "Bandwidth", value: "Unlimited, with unlimited server switches" },
        { term: "P2P", value: "Allowed on P2P-optimised servers" },
      ],
    } satisfies { title: string; items: SpecItem[] },
  },
  closing: {
    heading: "See the difference for yourself",
    text: "Use every feature for 30 days. If it is not for you, we refund you in full.",
    cta: { label: `Try ${site.shortName} Risk-Free`, href: "/pricing" } satisfies CtaLink,
  },
};
