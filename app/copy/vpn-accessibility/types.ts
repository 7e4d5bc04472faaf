/** The VPN Accessibility Score's country ratings. */
export const ratingRegions = [
  "Asia",
  "Middle East",
  "Europe",
  "North America",
  "South America",
  "Africa",
  "Oceania",
] as const;

export type RatingRegion = (typeof ratingRegions)[number];

export type CountryRating = {
  country: string;
  /** 0 to 100: how freely a VPN can be bought, installed and used there. */
  friendlinessScore: number;
  recommendedProtocol: string;
  specialNotices?: string;
  restrictions: readonly string[];
  region: RatingRegion;
  /** When the rating and notes were last checked against current reporting (ISO date). */
  lastReviewed: string;
};
