import type { CountryRating, RatingRegion } from "~/copy/vpn-accessibility/types";
import { ratingRegions } from "~/copy/vpn-accessibility/types";
import type { Tone } from "~/features/tools/shared/tone";
import { compareText } from "~/lib/text/compare";

/** The label and colour of a friendliness score, at 80 / 60 / 40. */
export function scoreLevel(score: number): { label: string; tone: Tone } {
  if (score >= 80) return { label: "VPN-Friendly", tone: "success" };
  if (score >= 60) return { label: "Moderately Restricted", tone: "warning" };
  if (score >= 40) return { label: "Significantly Restricted", tone: "caution" };
  return { label: "Heavily Restricted", tone: "destructive" };
}

/** The countries by name, A to Z. */
export function alphabetical(ratings: readonly CountryRating[]): CountryRating[] {
  return [...ratings].sort((a, b) => compareText(a.country, b.country));
}

/** The region dropdown: All Regions, then the regions that have countries, in a fixed order. */
export function regionOptions(ratings: readonly CountryRating[]): ("All Regions" | RatingRegion)[] {
  const present = new Set(ratings.map((rating) => rating.region));
  return ["All Regions", ...ratingRegions.filter((region) => present.has(region))];
}

const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();

/** Countries whose name contains the search text (accents and case ignored) in the region. */
export function filterRatings(
  ratings: readonly CountryRating[],
  search: string,
  region: string,
): CountryRating[] {
  const needle = fold(search);
  return ratings.filter(
    (rating) =>
      (region === "All Regions" || rating.region === region) &&
      (needle === "" || fold(rating.country).includes(needle)),
  );
}
