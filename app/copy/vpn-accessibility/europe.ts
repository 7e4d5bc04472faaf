import type { CountryRating } from "./types";

const reviewed = "2026-10-15";

/** Europe (the spec's Russia rating, unchanged, plus researched entries). */
export const europeRatings: readonly CountryRating[] = [
  {
    country: "Russia",
    friendlinessScore: 40,
    recommendedProtocol: "OpenVPN over TCP 443 (obfuscated)",
    specialNotices:
      "VPN providers must connect to the state blocklist, and non-compliant services are blocked. Advertising ways around blocking is banned.",
    restrictions: [
      "VPNs must filter government-blocked websites",
      "Many VPN providers blocked",
      "Protocol-level throttling of WireGuard and OpenVPN",
    ],
    region: "Europe",
    lastReviewed: reviewed,
  },
  {
    country: "Belarus",
    friendlinessScore: 30,
    recommendedProtocol: "OpenVPN over TCP 443 (obfuscated)",
    restrictions: [
      "Anonymisers and VPNs banned by law since 2015",
      "Blocking of independent news websites",
      "Shutdowns during protests",
    ],
    region: "Europe",
    lastReviewed: reviewed,
  },
  {
    country: "United Kingdom",
    friendlinessScore: 80,
    recommendedProtocol: "WireGuard",
    specialNotices:
      "VPNs are legal. Internet providers keep connection records under the Investigatory Powers Act, and the Online Safety Act brought age checks on many sites in 2025.",
    restrictions: [
      "Connection records kept for a year",
      "Court-ordered blocking of piracy websites",
    ],
    region: "Europe",
    lastReviewed: reviewed,
  },
  {
    country: "Germany",
    friendlinessScore: 90,
    recommendedProtocol: "WireGuard",
    restrictions: ["Copyright holders pursue file sharing actively, with costly warning letters"],
    region: "Europe",
    lastReviewed: reviewed,
  },
  {
    country: "France",
    friendlinessScore: 85,
    recommendedProtocol: "WireGuard",
    restrictions: [
      "Blocking of piracy and unlicensed gambling websites",
      "Age verification required on adult websites",
    ],
    region: "Europe",
    lastReviewed: reviewed,
  },
  {
    country: "Netherlands",
    friendlinessScore: 90,
    recommendedProtocol: "WireGuard",
    restrictions: ["Court-ordered blocking of a few piracy websites"],
    region: "Europe",
    lastReviewed: reviewed,
  },
  {
    country: "Switzerland",
    friendlinessScore: 95,
    recommendedProtocol: "WireGuard",
    restrictions: ["Blocking of unlicensed foreign gambling websites"],
    region: "Europe",
    lastReviewed: reviewed,
  },
  {
    country: "Sweden",
    friendlinessScore: 90,
    recommendedProtocol: "WireGuard",
    restrictions: ["Court-ordered blocking of piracy websites"],
    region: "Europe",
    lastReviewed: reviewed,
  },
  {
    country: "Spain",
    friendlinessScore: 80,
    recommendedProtocol: "WireGuard",
    specialNotices:
      "Court orders to protect football broadcasts have blocked shared IP addresses on match days, taking unrelated websites offline with them.",
    restrictions: ["Match-day IP blocking orders", "Blocking of piracy websites"],
    region: "Europe",
    lastReviewed: reviewed,
  },
  {
    country: "Poland",
    friendlinessScore: 85,
    recommendedProtocol: "WireGuard",
    restrictions: ["Register of blocked unlicensed gambling domains"],
    region: "Europe",
    lastReviewed: reviewed,
  },
];
