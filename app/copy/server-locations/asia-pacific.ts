import { site } from "../../config/site";
import type { ServerLocation } from "../location-types";
import { encryption, protocols, ramOnly } from "./shared";

export const asiaPacific: ServerLocation[] = [
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
    seoDescription: `Connect to 150 ${site.name} servers in Singapore, our home base. Low-latency Asia Pacific routes for gaming, streaming and business.`,
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
      ramOnly,
    ],
  },
  {
    id: "jp-tokyo",
    name: "Tokyo",
    region: "Asia Pacific",
    countryCode: "JP",
    servers: 140,
    features: ["10 Gbps ports", "Gaming optimised", "Streaming optimised", "P2P allowed"],
    speedIndex: 9.3,
    latency: 8,
    seoTitle: "Tokyo VPN Server: Fast Japanese IP Address",
    seoDescription: `Connect to 140 ${site.name} servers in Tokyo. A Japanese IP address for gaming, anime and streaming, with 10 Gbps ports and WireGuard.`,
    benefits: [
      "A Japanese IP address for Japanese streaming, gaming and shopping services",
      "Gaming-optimised servers close to Japan's main game hosting regions",
      "Fast trans-Pacific routes to the US West Coast",
    ],
    useCases: [
      {
        title: "Gaming in Japan",
        description:
          "Play on Japanese servers and reach regional game stores with a protected, low-ping route.",
      },
      {
        title: "Japanese streaming",
        description: "Keep watching the Japanese services you subscribe to while you travel.",
      },
      {
        title: "Business travel",
        description: "Encrypt hotel and conference Wi-Fi throughout your trip.",
      },
    ],
    technicalDetails: { protocols, encryption, serverTypes: ["Standard", "Gaming", "Business"] },
    locationAdvantages: [
      "Peering at JPIX and JPNAP, Japan's largest exchanges",
      "Direct cable routes to Los Angeles, Singapore and Seoul",
      ramOnly,
    ],
  },
  {
    id: "au-sydney",
    name: "Sydney",
    region: "Asia Pacific",
    countryCode: "AU",
    servers: 100,
    features: ["10 Gbps ports", "Streaming optimised", "Gaming optimised"],
    speedIndex: 9.0,
    latency: 10,
    seoTitle: "Sydney VPN Server: Secure Australian IP",
    seoDescription: `Connect to 100 ${site.name} servers in Sydney. An Australian IP address for streaming, banking and gaming, with AES-256 encryption.`,
    benefits: [
      "An Australian IP address for Australian broadcasters, banks and government services",
      "Local servers that spare Australian users a long trip overseas",
      "Gaming servers with a short route to Oceania's game hosts",
    ],
    useCases: [
      {
        title: "Australians overseas",
        description:
          "Use your Australian streaming and banking accounts from anywhere with a local address.",
      },
      {
        title: "Gaming in Oceania",
        description: "Play on Australian and New Zealand servers with DDoS protection.",
      },
    ],
    technicalDetails: { protocols, encryption, serverTypes: ["Standard", "Gaming", "Business"] },
    locationAdvantages: [
      "Peering at IX Australia and Equinix Sydney",
      "Submarine cables to Singapore, Auckland and the US West Coast",
      ramOnly,
    ],
  },
  {
    id: "hk-hong-kong",
    name: "Hong Kong",
    region: "Asia Pacific",
    countryCode: "HK",
    servers: 90,
    features: ["10 Gbps ports", "Streaming optimised", "Dedicated IPs"],
    speedIndex: 8.8,
    latency: 9,
    seoTitle: "Hong Kong VPN Server: Fast East Asia IP",
    seoDescription: `Connect to 90 ${site.name} servers in Hong Kong. Low-latency East Asian routes for streaming, travel and business, protected by AES-256.`,
    benefits: [
      "A Hong Kong IP address for local banking, shopping and streaming",
      "Short routes to Taipei, Manila and the rest of East Asia",
      "Dedicated IPs for companies with regional offices",
    ],
    useCases: [
      {
        title: "Regional offices",
        description: "Give staff in East Asia a fixed, encrypted entry point to company systems.",
      },
      {
        title: "Travel",
        description: "Keep logins safe on airport, hotel and café networks across the region.",
      },
    ],
    technicalDetails: { protocols, encryption, serverTypes: ["Standard", "Business", "Static IP"] },
    locationAdvantages: [
      "Peering at HKIX, the region's long-standing exchange",
      "Diverse submarine cables to Singapore, Tokyo and the US",
      ramOnly,
    ],
  },
  {
    id: "kr-seoul",
    name: "Seoul",
    region: "Asia Pacific",
    countryCode: "KR",
    servers: 70,
    features: ["10 Gbps ports", "Gaming optimised", "P2P allowed"],
    speedIndex: 8.9,
    latency: 11,
    seoTitle: "Seoul VPN Server: Korean IP for Gaming",
    seoDescription: `Connect to 70 ${site.name} servers in Seoul. A South Korean IP address for gaming and streaming, on one of the world's fastest networks.`,
    benefits: [
      "A South Korean IP address for Korean games, shops and media",
      "Servers on one of the world's fastest national networks",
      "Gaming servers with a short route to Korean game hosts",
    ],
    useCases: [
      {
        title: "Korean gaming",
        description:
          "Play on Korean servers with low ping and your home IP hidden from other players.",
      },
      {
        title: "Korean streaming",
        description: "Watch Korean dramas and live TV from the services you already use.",
      },
    ],
    technicalDetails: { protocols, encryption, serverTypes: ["Standard", "Gaming", "Business"] },
    locationAdvantages: [
      "Peering with Korea's three major carriers",
      "Short routes to Tokyo and the trans-Pacific cables",
      ramOnly,
    ],
  },
];
