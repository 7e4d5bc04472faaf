import type { CountryRating } from "./types";

const reviewed = "2026-10-15";

/** The Americas, Africa and Oceania (the spec's United States rating, unchanged, plus researched entries). */
export const restOfWorldRatings: readonly CountryRating[] = [
  {
    country: "United States",
    friendlinessScore: 90,
    recommendedProtocol: "WireGuard",
    restrictions: [
      "Internet providers may sell browsing data",
      "Copyright infringement notices are sent to subscribers",
    ],
    region: "North America",
    lastReviewed: reviewed,
  },
  {
    country: "Canada",
    friendlinessScore: 90,
    recommendedProtocol: "WireGuard",
    restrictions: ["Court-ordered blocking of piracy websites"],
    region: "North America",
    lastReviewed: reviewed,
  },
  {
    country: "Mexico",
    friendlinessScore: 85,
    recommendedProtocol: "WireGuard",
    restrictions: ["Mobile operators keep connection records for two years"],
    region: "North America",
    lastReviewed: reviewed,
  },
  {
    country: "Brazil",
    friendlinessScore: 70,
    recommendedProtocol: "WireGuard",
    specialNotices:
      "When X was suspended in 2024, the Supreme Court threatened fines for using a VPN to reach it. VPNs themselves remain legal.",
    restrictions: [
      "Court-ordered suspension of platforms",
      "Fines for evading specific court orders",
    ],
    region: "South America",
    lastReviewed: reviewed,
  },
  {
    country: "Argentina",
    friendlinessScore: 85,
    recommendedProtocol: "WireGuard",
    restrictions: ["Blocking of unlicensed gambling websites"],
    region: "South America",
    lastReviewed: reviewed,
  },
  {
    country: "Venezuela",
    friendlinessScore: 40,
    recommendedProtocol: "OpenVPN over TCP 443 (obfuscated)",
    specialNotices:
      "The state operator has blocked news sites, X and several VPN providers' websites, especially around elections.",
    restrictions: [
      "Blocking of independent media",
      "Blocking of VPN providers' websites",
      "Frequent power and network outages",
    ],
    region: "South America",
    lastReviewed: reviewed,
  },
  {
    country: "Egypt",
    friendlinessScore: 40,
    recommendedProtocol: "OpenVPN over TCP 443 (obfuscated)",
    restrictions: [
      "Hundreds of news and rights websites blocked",
      "Blocking of some VPN providers",
      "Internet calls limited",
    ],
    region: "Africa",
    lastReviewed: reviewed,
  },
  {
    country: "Ethiopia",
    friendlinessScore: 40,
    recommendedProtocol: "OpenVPN (TCP)",
    restrictions: [
      "Regional internet shutdowns during conflict",
      "Social media blocked during unrest",
    ],
    region: "Africa",
    lastReviewed: reviewed,
  },
  {
    country: "Nigeria",
    friendlinessScore: 75,
    recommendedProtocol: "WireGuard",
    specialNotices:
      "Twitter (now X) was blocked for seven months in 2021 and 2022; VPN use rose sharply and was not prosecuted.",
    restrictions: ["Precedent of nationwide platform bans"],
    region: "Africa",
    lastReviewed: reviewed,
  },
  {
    country: "Kenya",
    friendlinessScore: 75,
    recommendedProtocol: "WireGuard",
    restrictions: [
      "Internet disruption during the 2024 protests",
      "Platform shutdowns in the past",
    ],
    region: "Africa",
    lastReviewed: reviewed,
  },
  {
    country: "South Africa",
    friendlinessScore: 90,
    recommendedProtocol: "WireGuard",
    restrictions: ["SIM and subscriber registration under RICA"],
    region: "Africa",
    lastReviewed: reviewed,
  },
  {
    country: "Australia",
    friendlinessScore: 80,
    recommendedProtocol: "WireGuard",
    specialNotices:
      "Internet providers keep metadata for two years, and the Assistance and Access Act lets agencies require help with decryption.",
    restrictions: ["Two-year metadata retention", "Blocking of piracy websites"],
    region: "Oceania",
    lastReviewed: reviewed,
  },
  {
    country: "New Zealand",
    friendlinessScore: 90,
    recommendedProtocol: "WireGuard",
    restrictions: ["Voluntary filter for child abuse material at most providers"],
    region: "Oceania",
    lastReviewed: reviewed,
  },
];
