/**
 * The shape of the location catalogue, apart from its data: code that runs in the browser
 * imports from here, so the catalogue (locations.ts) stays on the server.
 */
export const regions = [
  "North America",
  "Europe",
  "Asia Pacific",
  "Middle East",
  "South America",
] as const;

export type Region = (typeof regions)[number];

export type ServerLocation = {
  id: string;
  name: string;
  region: Region;
  countryCode: string;
  servers: number;
  features: string[];
  speedIndex: number;
  /** Typical round trip from the region's major exchanges, in ms. */
  latency: number;
  seoTitle: string;
  seoDescription: string;
  benefits: string[];
  useCases: { title: string; description: string }[];
  technicalDetails: { protocols: string[]; encryption: string[]; serverTypes: string[] };
  locationAdvantages: string[];
};
