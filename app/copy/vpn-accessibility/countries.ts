import { europeRatings } from "./europe";
import { middleEastRatings } from "./middle-east";
import { asiaRatings } from "./asia";
import { restOfWorldRatings } from "./americas-africa-oceania";
import type { CountryRating } from "./types";

/** Every rated country, alphabetically. */
export const countryRatings: readonly CountryRating[] = [
  ...asiaRatings,
  ...middleEastRatings,
  ...europeRatings,
  ...restOfWorldRatings,
].sort((a, b) => a.country.localeCompare(b.country, "en"));
