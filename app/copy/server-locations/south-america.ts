import { site } from "../../config/site";
import type { ServerLocation } from "../location-types";
import { encryption, protocols, ramOnly } from "./shared";

export const southAmerica: ServerLocation[] = [
  {
    id: "br-sao-paulo",
    name: "São Paulo",
    region: "South America",
    countryCode: "BR",
    servers: 85,
    features: ["10 Gbps ports", "Streaming optimised", "Gaming optimised", "P2P allowed"],
    speedIndex: 8.8,
    latency: 12,
    seoTitle: "São Paulo VPN Server: Fast Brazilian IP",
    seoDescription: `Connect to 85 ${site.name} servers in São Paulo. A Brazilian IP address for streaming, gaming and banking, with 10 Gbps ports.`,
    benefits: [
      "A Brazilian IP address for Brazilian banks, shops and streaming catalogues",
      "South America's best-connected city, with low latency across the continent",
      "Gaming servers near the region's main game hosts",
    ],
    useCases: [
      {
        title: "Gaming in South America",
        description: "Play on Brazilian servers with a stable route and DDoS protection.",
      },
      {
        title: "Brazilians abroad",
        description: "Use your Brazilian accounts and subscriptions from anywhere.",
      },
      {
        title: "Public Wi-Fi",
        description: "Encrypt everything on shared networks in cafés, hotels and airports.",
      },
    ],
    technicalDetails: { protocols, encryption, serverTypes: ["Standard", "Gaming", "Business"] },
    locationAdvantages: [
      "Peering at IX.br São Paulo, one of the largest exchanges in the world",
      "Submarine cables to Miami, Fortaleza and Europe",
      ramOnly,
    ],
  },
  {
    id: "ar-buenos-aires",
    name: "Buenos Aires",
    region: "South America",
    countryCode: "AR",
    servers: 50,
    features: ["10 Gbps ports", "Streaming optimised", "P2P allowed"],
    speedIndex: 8.5,
    latency: 18,
    seoTitle: "Buenos Aires VPN Server: Argentine IP",
    seoDescription: `Connect to 50 ${site.name} servers in Buenos Aires. An Argentine IP address for local services and private browsing, encrypted with AES-256.`,
    benefits: [
      "An Argentine IP address for Argentine banks, media and shops",
      "Local servers for low latency in the Southern Cone",
      "Private browsing on the shared networks of a busy city",
    ],
    useCases: [
      {
        title: "Argentines abroad",
        description:
          "Reach Argentine services with a local address while you travel or live overseas.",
      },
      {
        title: "Remote work",
        description: "Keep work traffic encrypted in coworking spaces and cafés.",
      },
    ],
    technicalDetails: { protocols, encryption, serverTypes: ["Standard", "Business"] },
    locationAdvantages: [
      "Peering at CABASE, Argentina's internet exchange",
      "Fibre routes to Santiago and São Paulo",
      ramOnly,
    ],
  },
  {
    id: "cl-santiago",
    name: "Santiago",
    region: "South America",
    countryCode: "CL",
    servers: 40,
    features: ["10 Gbps ports", "Streaming optimised", "P2P allowed"],
    speedIndex: 8.4,
    latency: 19,
    seoTitle: "Santiago VPN Server: Secure Chilean IP",
    seoDescription: `Connect to 40 ${site.name} servers in Santiago. A Chilean IP address for local services, streaming and privacy on public Wi-Fi.`,
    benefits: [
      "A Chilean IP address for Chilean banks, media and government services",
      "Low latency along the Pacific coast of South America",
      "Encrypted connections for travellers heading to Patagonia and the Andes",
    ],
    useCases: [
      {
        title: "Chileans abroad",
        description: "Use your Chilean accounts and subscriptions with a local address.",
      },
      {
        title: "Travel",
        description: "Protect logins on hostel, hotel and airport Wi-Fi during your trip.",
      },
    ],
    technicalDetails: { protocols, encryption, serverTypes: ["Standard", "Business"] },
    locationAdvantages: [
      "Peering with Chile's main access networks",
      "Pacific submarine cables north to Lima and Panama",
      ramOnly,
    ],
  },
  {
    id: "co-bogota",
    name: "Bogotá",
    region: "South America",
    countryCode: "CO",
    servers: 35,
    features: ["10 Gbps ports", "Streaming optimised"],
    speedIndex: 8.3,
    latency: 21,
    seoTitle: "Bogotá VPN Server: Secure Colombian IP",
    seoDescription: `Connect to 35 ${site.name} servers in Bogotá. A Colombian IP address for local services and private browsing, protected by WireGuard.`,
    benefits: [
      "A Colombian IP address for Colombian banks, shops and media",
      "Low latency for the north of South America and Central America",
      "A private connection for the city's growing remote-work community",
    ],
    useCases: [
      {
        title: "Remote work",
        description: "Keep client data encrypted while you work from coworking spaces and rentals.",
      },
      {
        title: "Colombians abroad",
        description: "Reach Colombian services from anywhere with a local address.",
      },
    ],
    technicalDetails: { protocols, encryption, serverTypes: ["Standard", "Business"] },
    locationAdvantages: ["Peering at NAP Colombia", "Caribbean cable routes to Miami", ramOnly],
  },
];
