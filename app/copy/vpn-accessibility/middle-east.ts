import type { CountryRating } from "./types";

const reviewed = "2026-10-15";
const stealth = "OpenVPN over TCP 443 (obfuscated)";

/** The Middle East (the spec's UAE and Iran ratings, unchanged, plus researched entries). */
export const middleEastRatings: readonly CountryRating[] = [
  {
    country: "United Arab Emirates",
    friendlinessScore: 30,
    recommendedProtocol: stealth,
    specialNotices:
      "Using a VPN to commit or hide a crime carries heavy fines under the cybercrime law. Internet calls through unlicensed apps are blocked.",
    restrictions: [
      "Fines for VPN misuse",
      "VoIP services such as WhatsApp calls blocked",
      "Wide website blocking",
    ],
    region: "Middle East",
    lastReviewed: reviewed,
  },
  {
    country: "Iran",
    friendlinessScore: 25,
    recommendedProtocol: stealth,
    specialNotices:
      "Only state-sanctioned VPNs are permitted, and connections are filtered heavily. Expect slow speeds and occasional complete shutdowns.",
    restrictions: [
      "Unauthorised VPNs are illegal",
      "Most foreign social networks are blocked",
      "Nationwide shutdowns during unrest",
    ],
    region: "Middle East",
    lastReviewed: reviewed,
  },
  {
    country: "Saudi Arabia",
    friendlinessScore: 45,
    recommendedProtocol: stealth,
    restrictions: [
      "Blocking of websites deemed immoral or political",
      "Restrictions on some internet calling apps",
      "Strict laws on online speech",
    ],
    region: "Middle East",
    lastReviewed: reviewed,
  },
  {
    country: "Qatar",
    friendlinessScore: 50,
    recommendedProtocol: "IKEv2/IPSec",
    restrictions: ["Blocking of adult and some political websites", "Some VoIP services limited"],
    region: "Middle East",
    lastReviewed: reviewed,
  },
  {
    country: "Oman",
    friendlinessScore: 40,
    recommendedProtocol: stealth,
    specialNotices:
      "VPN use by individuals is tolerated, but the telecom law restricts encryption and unlicensed VPN services.",
    restrictions: ["Licensing rules for encrypted services", "VoIP apps blocked"],
    region: "Middle East",
    lastReviewed: reviewed,
  },
  {
    country: "Turkey",
    friendlinessScore: 45,
    recommendedProtocol: stealth,
    specialNotices:
      "Courts have ordered the blocking of many VPN providers' websites, and social networks are often throttled after major events.",
    restrictions: [
      "Blocking of VPN providers' websites",
      "Social media throttling during crises",
      "Hundreds of thousands of blocked websites",
    ],
    region: "Middle East",
    lastReviewed: reviewed,
  },
  {
    country: "Israel",
    friendlinessScore: 85,
    recommendedProtocol: "WireGuard",
    restrictions: ["Court-ordered blocking of gambling and piracy websites"],
    region: "Middle East",
    lastReviewed: reviewed,
  },
  {
    country: "Iraq",
    friendlinessScore: 45,
    recommendedProtocol: "OpenVPN (TCP)",
    specialNotices:
      "The government switches the internet off nationwide for hours during school exams each year.",
    restrictions: ["Exam-season internet shutdowns", "Blocking of some social platforms"],
    region: "Middle East",
    lastReviewed: reviewed,
  },
];
