/** Copy of the VPN Accessibility Score (/tools/vpn-accessibility). */
import { site } from "../../config/site";

export const vpnAccessibilityCopy = {
  searchLabel: "Search countries",
  searchPlaceholder: "Search by country name",
  regionLabel: "Region",
  count: (shown: number, total: number) =>
    shown === total ? `${total} countries` : `${shown} of ${total} countries`,
  empty: "No country matches your search. Check the spelling, or choose All Regions.",
  score: "Friendliness score",
  outOf: "out of 100",
  protocol: "Recommended protocol",
  restrictions: "Restrictions",
  notice: "Special notice",
  reviewed: (date: string) => `Last reviewed ${date}`,
  cta: `Get ${site.shortName} for this country`,
} as const;

/** The notes below the tool, drawn on the server only (not in the page's JavaScript). */
export const vpnAccessibilityNotes = {
  heading: "About these scores",
  paragraphs: [
    "Each score rates how freely people can buy, install and use a VPN in that country, from 0 (banned and actively blocked) to 100 (no restrictions). It weighs the law, the blocking we and others observe, and how connections are treated in practice.",
    "Laws and blocking change quickly, especially around elections and protests, so every country shows when we last reviewed it. This is general information, not legal advice: where VPNs are restricted, check the current rules before you travel.",
  ],
} as const;
