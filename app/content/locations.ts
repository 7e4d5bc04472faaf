/** The server-location catalogue: the footer, /servers, /locations and location pages read it. */
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

const protocols = ["OpenVPN", "IKEv2", "WireGuard"];
const encryption = ["AES-256-GCM", "ChaCha20"];

export const locations: ServerLocation[] = [
  {
    id: "us-new-york",
    name: "New York",
    region: "North America",
    countryCode: "US",
    servers: 235,
    features: ["10 Gbps ports", "Streaming optimised", "P2P allowed", "Dedicated IPs"],
    speedIndex: 9.5,
    latency: 5,
    seoTitle: "New York VPN Server: Fast US East Coast IP",
    seoDescription:
      "Connect to 235 Umbra VPN servers in New York on 10 Gbps ports. Get a US IP address for streaming, banking and work with AES-256 encryption.",
    benefits: [
      "A US East Coast IP address for services that are only available in the United States",
      "10 Gbps ports on every server, so 4K streams and large downloads do not stall",
      "Short routes to Europe across the Atlantic cables that land on Long Island and New Jersey",
    ],
    useCases: [
      {
        title: "Streaming US libraries",
        description:
          "Watch the US catalogues of your subscriptions while you travel, with servers tuned for sustained high bitrates.",
      },
      {
        title: "Remote work",
        description:
          "Reach company resources that only accept US addresses, with a stable IP from the same city every day.",
      },
      {
        title: "Secure banking abroad",
        description:
          "Sign in to US banks from public Wi-Fi without triggering fraud checks for a foreign address.",
      },
    ],
    technicalDetails: {
      protocols,
      encryption,
      serverTypes: ["Standard", "Gaming", "Business", "Static IP"],
    },
    locationAdvantages: [
      "Peering with major US carriers at the city's internet exchanges",
      "Multi-hop routes through Toronto and London",
      "Diskless RAM-only servers: nothing is written to a drive",
    ],
  },
  {
    id: "uk-london",
    name: "London",
    region: "Europe",
    countryCode: "GB",
    servers: 180,
    features: ["10 Gbps ports", "Streaming optimised", "Double VPN", "P2P allowed"],
    speedIndex: 9.2,
    latency: 8,
    seoTitle: "London VPN Server: Secure UK IP Address",
    seoDescription:
      "Connect to 180 Umbra VPN servers in London. Get a UK IP address for streaming and privacy on public Wi-Fi, protected by AES-256 and WireGuard.",
    benefits: [
      "A UK IP address for British streaming and news services",
      "One of Europe's best-connected cities, with low latency to the whole continent",
      "Double VPN routes for journalists and researchers who need an extra hop",
    ],
    useCases: [
      {
        title: "UK streaming",
        description: "Keep watching UK broadcasters' catalogues when you are away from home.",
      },
      {
        title: "Travel",
        description: "Protect logins and payments on hotel and airport Wi-Fi anywhere in Europe.",
      },
      {
        title: "Business travel",
        description:
          "Give staff abroad a consistent UK address for tools that restrict access by country.",
      },
    ],
    technicalDetails: {
      protocols,
      encryption,
      serverTypes: ["Standard", "Gaming", "Business", "Double VPN"],
    },
    locationAdvantages: [
      "Direct peering at LINX, one of the world's largest internet exchanges",
      "Low-latency links to Amsterdam, Frankfurt and Paris",
      "Diskless RAM-only servers: nothing is written to a drive",
    ],
  },
  {
    id: "sg-singapore",
    name: "Singapore",
    region: "Asia Pacific",
    countryCode: "SG",
    servers: 150,
    features: ["10 Gbps ports", "Gaming optimised", "Multi-hop", "P2P allowed"],
    speedIndex: 9.4,
    latency: 6,
    seoTitle: "Singapore VPN Server: Fast Asia Pacific IP",
    seoDescription:
      "Connect to 150 Umbra VPN servers in Singapore, our home base. Low-latency Asia Pacific routes for gaming, streaming and business.",
    benefits: [
      "The hub of Asia Pacific's undersea cables, with fast routes to the whole region",
      "Low ping to game servers in Southeast Asia, Japan and Australia",
      "Our headquarters: the team that runs these servers works in the same city",
    ],
    useCases: [
      {
        title: "Gaming in Asia",
        description:
          "Reach Southeast Asian game servers with a stable route and protection from DDoS attacks.",
      },
      {
        title: "Regional business",
        description:
          "Give distributed teams across Asia one secure entry point with dedicated IPs.",
      },
      {
        title: "Private browsing",
        description:
          "Keep your browsing away from network operators on shared and public connections.",
      },
    ],
    technicalDetails: {
      protocols,
      encryption,
      serverTypes: ["Standard", "Gaming", "Business", "Multi-hop"],
    },
    locationAdvantages: [
      "Landing point of more than twenty submarine cable systems",
      "Peering at SGIX and Equinix Singapore",
      "Diskless RAM-only servers: nothing is written to a drive",
    ],
  },
];

const byId = new Map(locations.map((location) => [location.id, location]));

export function findLocation(id: string): ServerLocation | undefined {
  return byId.get(id);
}

export function locationsInRegion(region: Region): ServerLocation[] {
  return locations.filter((location) => location.region === region);
}

/** Regions that have at least one location, in catalogue order, each with its locations. */
export function locationsByRegion(): { region: Region; locations: ServerLocation[] }[] {
  return regions
    .map((region) => ({ region, locations: locationsInRegion(region) }))
    .filter((group) => group.locations.length > 0);
}
