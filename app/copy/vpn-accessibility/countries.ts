import { europeRatings } from "./europe";
import { middleEastRatings } from "./middle-east";
import { asiaRatings } from "./asia";
import { restOfWorldRatings } from "./americas-africa-oceania";
import type { CountryRating } from "./types";

/** Every rated country, by region (the tool lists them alphabetically: `alphabetical`). */
export const countryRatings: readonly CountryRating[] = [
  ...asiaRatings,
  ...middleEastRatings,
  ...europeRatings,
  ...restOfWorldRatings,
];
