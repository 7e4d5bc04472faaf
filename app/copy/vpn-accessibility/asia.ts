import type { CountryRating } from "./types";

const reviewed = "2026-10-15";
const stealth = "OpenVPN over TCP 443 (obfuscated)";

/** Asia (the spec's China and Singapore ratings, unchanged, plus researched entries). */
export const asiaRatings: readonly CountryRating[] = [
  {
    country: "China",
    friendlinessScore: 20,
    recommendedProtocol: stealth,
    specialNotices:
      "Only government-approved VPNs are legal, and the Great Firewall detects and throttles common VPN protocols. Set up and test your connection before you travel.",
    restrictions: [
      "Unlicensed VPN services are illegal",
      "Deep packet inspection blocks standard VPN traffic",
      "VPN apps are removed from local app stores",
    ],
    region: "Asia",
    lastReviewed: reviewed,
  },
  {
    country: "Singapore",
    friendlinessScore: 85,
    recommendedProtocol: "WireGuard",
    restrictions: [
      "Using a VPN for unlawful activity remains an offence",
      "A small number of websites are blocked by the regulator",
    ],
    region: "Asia",
    lastReviewed: reviewed,
  },
  {
    country: "Japan",
    friendlinessScore: 90,
    recommendedProtocol: "WireGuard",
    restrictions: ["No restrictions on VPN use", "Copyright infringement is prosecuted"],
    region: "Asia",
    lastReviewed: reviewed,
  },
  {
    country: "South Korea",
    friendlinessScore: 80,
    recommendedProtocol: "WireGuard",
    specialNotices:
      "VPNs are legal, but the regulator blocks sites it classes as harmful over HTTPS using the server name (SNI), which a VPN avoids.",
    restrictions: ["Site blocking by the Korea Communications Standards Commission"],
    region: "Asia",
    lastReviewed: reviewed,
  },
  {
    country: "Taiwan",
    friendlinessScore: 90,
    recommendedProtocol: "WireGuard",
    restrictions: ["No restrictions on VPN use"],
    region: "Asia",
    lastReviewed: reviewed,
  },
  {
    country: "India",
    friendlinessScore: 60,
    recommendedProtocol: "WireGuard",
    specialNotices:
      "A 2022 CERT-In directive requires VPN providers with servers in India to keep customer records for five years; several VPN providers keep no servers in India for that reason.",
    restrictions: [
      "Record-keeping rules for VPN providers operating in India",
      "Frequent regional internet shutdowns",
      "Court-ordered blocking of apps and websites",
    ],
    region: "Asia",
    lastReviewed: reviewed,
  },
  {
    country: "Indonesia",
    friendlinessScore: 60,
    recommendedProtocol: "WireGuard",
    restrictions: [
      "Wide blocking of websites under the Internet Positif programme",
      "Platforms must register with the ministry or be blocked",
    ],
    region: "Asia",
    lastReviewed: reviewed,
  },
  {
    country: "Malaysia",
    friendlinessScore: 75,
    recommendedProtocol: "WireGuard",
    restrictions: [
      "Blocking of gambling, adult and some political websites",
      "Social media platforms need an operating licence",
    ],
    region: "Asia",
    lastReviewed: reviewed,
  },
  {
    country: "Thailand",
    friendlinessScore: 65,
    recommendedProtocol: "WireGuard",
    specialNotices:
      "VPN use is legal, but the Computer Crime Act and lèse-majesté law apply to what you publish, whatever connection you use.",
    restrictions: ["Blocking of sites critical of the monarchy", "Strict online speech laws"],
    region: "Asia",
    lastReviewed: reviewed,
  },
  {
    country: "Vietnam",
    friendlinessScore: 45,
    recommendedProtocol: stealth,
    restrictions: [
      "Blocking of political and news websites",
      "Platforms must remove content on government request within 24 hours",
      "Intermittent throttling of international links",
    ],
    region: "Asia",
    lastReviewed: reviewed,
  },
  {
    country: "Pakistan",
    friendlinessScore: 40,
    recommendedProtocol: stealth,
    specialNotices:
      "The telecom regulator has asked businesses and freelancers to register the VPNs they use, and X has been blocked since February 2024.",
    restrictions: [
      "VPN registration scheme run by the PTA",
      "Blocking of social platforms",
      "Mobile internet shutdowns during protests",
    ],
    region: "Asia",
    lastReviewed: reviewed,
  },
  {
    country: "Myanmar",
    friendlinessScore: 20,
    recommendedProtocol: stealth,
    specialNotices:
      "Since mid-2024 the authorities block most VPN protocols and have stopped people in the street to inspect phones for VPN apps.",
    restrictions: [
      "Blocking of most VPN services",
      "Facebook, X and Instagram blocked",
      "Regional internet shutdowns",
    ],
    region: "Asia",
    lastReviewed: reviewed,
  },
];
