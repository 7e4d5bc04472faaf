import { site } from "../../config/site";
import type { ServerLocation } from "../location-types";
import { encryption, protocols, ramOnly } from "./shared";

export const middleEast: ServerLocation[] = [
  {
    id: "ae-dubai",
    name: "Dubai",
    region: "Middle East",
    countryCode: "AE",
    servers: 50,
    features: ["10 Gbps ports", "Dedicated IPs", "Static IP"],
    speedIndex: 8.5,
    latency: 15,
    seoTitle: "Dubai VPN Server: Gulf Region IP Address",
    seoDescription: `Connect to 50 ${site.name} servers in Dubai. Low-latency Gulf routes and dedicated IPs for business travellers and regional offices.`,
    benefits: [
      "Low latency across the Gulf for people who live and work in the region",
      "Dedicated and static IPs for companies with offices in the Emirates",
      "An encrypted connection on the hotel and conference networks of a business hub",
    ],
    useCases: [
      {
        title: "Regional business",
        description:
          "Connect Gulf offices to company systems through a fixed address you can allow-list.",
      },
      {
        title: "Business travel",
        description:
          "Protect logins and client data on shared networks during trips and trade fairs.",
      },
    ],
    technicalDetails: { protocols, encryption, serverTypes: ["Standard", "Business", "Static IP"] },
    locationAdvantages: [
      "Peering at UAE-IX with the main regional networks",
      "Submarine cables to Mumbai, Marseille and Singapore",
      ramOnly,
    ],
  },
  {
    id: "il-tel-aviv",
    name: "Tel Aviv",
    region: "Middle East",
    countryCode: "IL",
    servers: 45,
    features: ["10 Gbps ports", "Streaming optimised", "P2P allowed"],
    speedIndex: 8.6,
    latency: 14,
    seoTitle: "Tel Aviv VPN Server: Secure Israeli IP",
    seoDescription: `Connect to 45 ${site.name} servers in Tel Aviv. An Israeli IP address for local services and streaming, protected by AES-256 and WireGuard.`,
    benefits: [
      "An Israeli IP address for Israeli banks, media and government services",
      "Low latency for people in Israel and the Eastern Mediterranean",
      "A private connection for the city's many startups and remote workers",
    ],
    useCases: [
      {
        title: "Israelis abroad",
        description:
          "Use your Israeli accounts and subscriptions with a local address while you travel.",
      },
      {
        title: "Startup teams",
        description: "Keep source code and customer data encrypted on shared office networks.",
      },
    ],
    technicalDetails: { protocols, encryption, serverTypes: ["Standard", "Gaming", "Business"] },
    locationAdvantages: [
      "Peering with Israel's main access networks",
      "Mediterranean cable routes to Europe",
      ramOnly,
    ],
  },
  {
    id: "tr-istanbul",
    name: "Istanbul",
    region: "Middle East",
    countryCode: "TR",
    servers: 55,
    features: ["10 Gbps ports", "Streaming optimised", "Multi-hop"],
    speedIndex: 8.4,
    latency: 17,
    seoTitle: "Istanbul VPN Server: Secure Turkish IP",
    seoDescription: `Connect to 55 ${site.name} servers in Istanbul. A Turkish IP address where Europe meets the Middle East, with multi-hop routes and AES-256.`,
    benefits: [
      "A Turkish IP address for Turkish banks, shops and media",
      "A bridge between European and Middle Eastern routes",
      "Multi-hop routes that pair Istanbul with Frankfurt or Amsterdam",
    ],
    useCases: [
      {
        title: "Turkish services abroad",
        description: "Reach the Turkish services you use at home from anywhere.",
      },
      {
        title: "Travel",
        description: "Encrypt your connection at airports, hotels and cafés on your trip.",
      },
    ],
    technicalDetails: { protocols, encryption, serverTypes: ["Standard", "Business", "Multi-hop"] },
    locationAdvantages: [
      "Terrestrial fibre to Europe and the Caucasus",
      "Peering with Turkey's largest access networks",
      ramOnly,
    ],
  },
];
