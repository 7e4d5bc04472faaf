import { site } from "../../config/site";
import type { ServerLocation } from "../location-types";
import { encryption, protocols, ramOnly } from "./shared";

export const europe: ServerLocation[] = [
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
    seoDescription: `Connect to 180 ${site.name} servers in London. Get a UK IP address for streaming and privacy on public Wi-Fi, protected by AES-256 and WireGuard.`,
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
      ramOnly,
    ],
  },
  {
    id: "de-frankfurt",
    name: "Frankfurt",
    region: "Europe",
    countryCode: "DE",
    servers: 170,
    features: ["10 Gbps ports", "Gaming optimised", "P2P allowed", "Dedicated IPs"],
    speedIndex: 9.4,
    latency: 6,
    seoTitle: "Frankfurt VPN Server: Fast German IP Address",
    seoDescription: `Connect to 170 ${site.name} servers in Frankfurt, beside one of the world's busiest internet exchanges. A German IP for gaming, work and privacy.`,
    benefits: [
      "A German IP address for German media libraries, shops and banks",
      "Central Europe's lowest latency: most EU capitals are within 20 ms",
      "Dedicated IPs for businesses that serve customers across the EU",
    ],
    useCases: [
      {
        title: "Gaming in Europe",
        description:
          "Most European game servers sit in or near Frankfurt; connect with a short, protected route.",
      },
      {
        title: "EU business access",
        description:
          "Give distributed teams one fixed EU address for the tools and customer systems they use.",
      },
      {
        title: "Private browsing",
        description: "Keep your browsing away from hotspot operators and advertising networks.",
      },
    ],
    technicalDetails: {
      protocols,
      encryption,
      serverTypes: ["Standard", "Gaming", "Business", "Static IP"],
    },
    locationAdvantages: [
      "Direct peering at DE-CIX Frankfurt, one of the largest exchanges by traffic",
      "Under 10 ms to Amsterdam, Paris and Zurich",
      ramOnly,
    ],
  },
  {
    id: "nl-amsterdam",
    name: "Amsterdam",
    region: "Europe",
    countryCode: "NL",
    servers: 160,
    features: ["10 Gbps ports", "P2P allowed", "Double VPN", "Streaming optimised"],
    speedIndex: 9.3,
    latency: 7,
    seoTitle: "Amsterdam VPN Server: Dutch IP, P2P Friendly",
    seoDescription: `Connect to 160 ${site.name} servers in Amsterdam. A Dutch IP address with P2P support, Double VPN routes and 10 Gbps ports.`,
    benefits: [
      "A Dutch IP address on one of Europe's most neutral, best-connected networks",
      "P2P traffic welcome on every server, with no bandwidth caps",
      "Double VPN routes that chain Amsterdam with another European city",
    ],
    useCases: [
      {
        title: "File sharing",
        description: "Share and download large files over fast, unthrottled servers.",
      },
      {
        title: "Extra privacy",
        description:
          "Chain two servers with Double VPN when you want more distance from your own connection.",
      },
      {
        title: "Streaming in Europe",
        description: "Watch in high quality from a city with spare capacity at peak hours.",
      },
    ],
    technicalDetails: {
      protocols,
      encryption,
      serverTypes: ["Standard", "Gaming", "Business", "Double VPN"],
    },
    locationAdvantages: [
      "Direct peering at AMS-IX, one of the world's largest internet exchanges",
      "Landing point for North Sea and transatlantic cables",
      ramOnly,
    ],
  },
  {
    id: "fr-paris",
    name: "Paris",
    region: "Europe",
    countryCode: "FR",
    servers: 130,
    features: ["10 Gbps ports", "Streaming optimised", "P2P allowed"],
    speedIndex: 9.0,
    latency: 9,
    seoTitle: "Paris VPN Server: Secure French IP Address",
    seoDescription: `Connect to 130 ${site.name} servers in Paris. Get a French IP address for French streaming, news and banking, protected by AES-256.`,
    benefits: [
      "A French IP address for French broadcasters, news sites and banks",
      "Low latency to Southern Europe and North Africa",
      "Streaming-optimised servers for high-bitrate video",
    ],
    useCases: [
      {
        title: "French services abroad",
        description:
          "Reach your French accounts and subscriptions while you travel or live outside France.",
      },
      {
        title: "Public Wi-Fi",
        description:
          "Encrypt your connection in cafés, trains and airports before anything leaves your device.",
      },
    ],
    technicalDetails: { protocols, encryption, serverTypes: ["Standard", "Gaming", "Business"] },
    locationAdvantages: [
      "Peering at France-IX with the main French access networks",
      "Short routes to Marseille's Mediterranean cable landings",
      ramOnly,
    ],
  },
  {
    id: "se-stockholm",
    name: "Stockholm",
    region: "Europe",
    countryCode: "SE",
    servers: 80,
    features: ["10 Gbps ports", "P2P allowed", "Multi-hop"],
    speedIndex: 8.9,
    latency: 12,
    seoTitle: "Stockholm VPN Server: Swedish IP Address",
    seoDescription: `Connect to 80 ${site.name} servers in Stockholm. A Swedish IP address with P2P support and multi-hop routes, run on renewable power.`,
    benefits: [
      "A Swedish IP address for Nordic services and media",
      "Servers in a data centre powered by renewable hydro and wind energy",
      "Multi-hop routes to Amsterdam and Zurich",
    ],
    useCases: [
      {
        title: "Nordic services",
        description: "Use Swedish and Nordic services with a local address wherever you are.",
      },
      {
        title: "Multi-hop privacy",
        description: "Route through two countries for sensitive research and communication.",
      },
    ],
    technicalDetails: { protocols, encryption, serverTypes: ["Standard", "Business", "Multi-hop"] },
    locationAdvantages: [
      "Peering at Netnod, the Nordic region's main exchange",
      "Naturally cooled, renewable-powered facility",
      ramOnly,
    ],
  },
  {
    id: "ch-zurich",
    name: "Zurich",
    region: "Europe",
    countryCode: "CH",
    servers: 90,
    features: ["10 Gbps ports", "Double VPN", "Static IP", "P2P allowed"],
    speedIndex: 9.1,
    latency: 10,
    seoTitle: "Zurich VPN Server: Private Swiss IP Address",
    seoDescription: `Connect to 90 ${site.name} servers in Zurich. A Swiss IP address with Double VPN and static IPs, under Switzerland's strong privacy laws.`,
    benefits: [
      "A Swiss IP address under one of the world's strictest privacy frameworks",
      "Double VPN routes for people who need an extra layer of separation",
      "Static IPs for secure access to financial and corporate systems",
    ],
    useCases: [
      {
        title: "Sensitive work",
        description:
          "Journalists, lawyers and researchers can chain Zurich with a second server for extra distance.",
      },
      {
        title: "Finance and banking",
        description: "Reach Swiss financial services from abroad with a stable Swiss address.",
      },
    ],
    technicalDetails: {
      protocols,
      encryption,
      serverTypes: ["Standard", "Business", "Double VPN", "Static IP"],
    },
    locationAdvantages: [
      "Peering at SwissIX with the main Swiss carriers",
      "Low-latency links to Frankfurt, Milan and Paris",
      ramOnly,
    ],
  },
];
