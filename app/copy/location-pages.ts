/** Copy of /servers, /locations and the location landing pages around the catalogue's data. */
import { site } from "../config/site";

export const serversCopy = {
  errorHeading: "Server Locations",
  empty: "No server locations available",
  failure: "Error loading servers. Please try again later.",
  serversLabel: (count: number) => `${count} servers`,
  details: "Location details",
};

export const networkCopy = {
  searchLabel: "Search locations",
  searchPlaceholder: "Search by city or region",
  results: (count: number) => (count === 1 ? "1 location found" : `${count} locations found`),
  noResults: (query: string) => `No locations match “${query}”. Try a city or a region.`,
};

export const locationCopy = {
  notFound: {
    heading: "Location not found",
    text: "The requested VPN location could not be found.",
    action: "View all locations",
  },
  heading: (name: string) => `${name} VPN Servers`,
  stats: { servers: "Servers", latency: "Latency", rating: "User Rating" },
  primaryCta: { label: `Get ${site.name}`, href: "/checkout/personal/yearly" },
  secondaryCta: { label: "View Pricing", href: "/pricing" },
  comparisonHeading: (name: string) => `How ${name} Compares`,
  benefitsHeading: (name: string) => `Why Connect Through ${name}`,
  useCasesHeading: "Popular Uses",
  technicalHeading: "Technical Details",
  technical: { protocols: "Protocols", encryption: "Encryption", serverTypes: "Server types" },
  advantagesHeading: "Location Advantages",
  closing: {
    heading: (name: string) => `Connect to ${name} in Seconds`,
    text: "Every plan includes this location and every other one, with a 30-day money-back guarantee.",
  },
  breadcrumb: { home: "Home", locations: "Locations" },
};
