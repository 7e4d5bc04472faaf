import { site } from "../../config/site";
import type { ServerLocation } from "../location-types";
import { encryption, protocols, ramOnly } from "./shared";

export const northAmerica: ServerLocation[] = [
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
    seoDescription: `Connect to 235 ${site.name} servers in New York on 10 Gbps ports. Get a US IP address for streaming, banking and work with AES-256 encryption.`,
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
      ramOnly,
    ],
  },
  {
    id: "us-los-angeles",
    name: "Los Angeles",
    region: "North America",
    countryCode: "US",
    servers: 190,
    features: ["10 Gbps ports", "Streaming optimised", "Gaming optimised", "P2P allowed"],
    speedIndex: 9.3,
    latency: 7,
    seoTitle: "Los Angeles VPN Server: US West Coast IP",
    seoDescription: `Connect to 190 ${site.name} servers in Los Angeles. A fast US West Coast IP for streaming, gaming and trans-Pacific routes, with AES-256 encryption.`,
    benefits: [
      "A US West Coast IP address, close to the data centres of the big streaming and gaming platforms",
      "The shortest path from the Americas to Asia over the trans-Pacific cables",
      "Gaming-optimised servers with DDoS filtering in front of every port",
    ],
    useCases: [
      {
        title: "Online gaming",
        description:
          "Play on West Coast game servers with a stable route and your home IP hidden from other players.",
      },
      {
        title: "Streaming in 4K",
        description:
          "Keep high-bitrate streams smooth in the evening peak, when shared networks slow down.",
      },
      {
        title: "Working with Asia",
        description:
          "Reach colleagues and services in Tokyo, Seoul and Singapore through the Pacific cables that land in California.",
      },
    ],
    technicalDetails: { protocols, encryption, serverTypes: ["Standard", "Gaming", "Business"] },
    locationAdvantages: [
      "Housed at One Wilshire, the West Coast's busiest carrier hotel",
      "Direct peering with the major content networks",
      ramOnly,
    ],
  },
  {
    id: "ca-toronto",
    name: "Toronto",
    region: "North America",
    countryCode: "CA",
    servers: 120,
    features: ["10 Gbps ports", "Streaming optimised", "P2P allowed", "Multi-hop"],
    speedIndex: 9.1,
    latency: 9,
    seoTitle: "Toronto VPN Server: Secure Canadian IP Address",
    seoDescription: `Connect to 120 ${site.name} servers in Toronto. Get a Canadian IP address for streaming, banking and private browsing, protected by WireGuard.`,
    benefits: [
      "A Canadian IP address for Canadian broadcasters, banks and government services",
      "Low latency to the US East Coast and the Great Lakes region",
      "Multi-hop routes that pair Toronto with New York or London",
    ],
    useCases: [
      {
        title: "Canadians abroad",
        description:
          "Use your Canadian streaming and banking accounts while you travel or winter in the south.",
      },
      {
        title: "Multi-hop privacy",
        description:
          "Send your traffic through two countries when you want the extra distance from your own connection.",
      },
      {
        title: "File sharing",
        description: "P2P traffic is welcome on every Toronto server, with no bandwidth caps.",
      },
    ],
    technicalDetails: { protocols, encryption, serverTypes: ["Standard", "Business", "Multi-hop"] },
    locationAdvantages: [
      "Peering at TorIX, Canada's largest internet exchange",
      "Redundant fibre to Montreal, Chicago and New York",
      ramOnly,
    ],
  },
  {
    id: "us-chicago",
    name: "Chicago",
    region: "North America",
    countryCode: "US",
    servers: 140,
    features: ["10 Gbps ports", "Gaming optimised", "P2P allowed", "Dedicated IPs"],
    speedIndex: 9.2,
    latency: 8,
    seoTitle: "Chicago VPN Server: Central US IP Address",
    seoDescription: `Connect to 140 ${site.name} servers in Chicago. A central US location with low latency to both coasts for gaming, work and streaming.`,
    benefits: [
      "A central US location with similar latency to both coasts",
      "Dedicated IPs for teams that need an allow-listed US address",
      "Gaming servers close to the Midwest's game hosting centres",
    ],
    useCases: [
      {
        title: "Competitive gaming",
        description:
          "Connect to North American game servers from the middle of the continent, with DDoS protection.",
      },
      {
        title: "Team access",
        description:
          "Give remote staff one fixed US address to allow-list in your cloud and SaaS tools.",
      },
    ],
    technicalDetails: {
      protocols,
      encryption,
      serverTypes: ["Standard", "Gaming", "Business", "Static IP"],
    },
    locationAdvantages: [
      "Housed at 350 East Cermak, the Midwest's main interconnection point",
      "Low-latency links to New York, Dallas and Toronto",
      ramOnly,
    ],
  },
  {
    id: "us-miami",
    name: "Miami",
    region: "North America",
    countryCode: "US",
    servers: 110,
    features: ["10 Gbps ports", "Streaming optimised", "P2P allowed"],
    speedIndex: 9.0,
    latency: 11,
    seoTitle: "Miami VPN Server: US IP Close to Latin America",
    seoDescription: `Connect to 110 ${site.name} servers in Miami. A US IP address with short routes to the Caribbean and Latin America, encrypted with AES-256.`,
    benefits: [
      "A US IP address with the shortest routes to the Caribbean and Latin America",
      "Streaming-optimised servers for US catalogues in English and Spanish",
      "A good first hop for travellers moving between the Americas",
    ],
    useCases: [
      {
        title: "Travel in the Americas",
        description:
          "Keep a US address for banking and streaming while you move around the Caribbean and Latin America.",
      },
      {
        title: "Public Wi-Fi",
        description:
          "Encrypt everything on airport, cruise terminal and hotel networks before it leaves your device.",
      },
    ],
    technicalDetails: { protocols, encryption, serverTypes: ["Standard", "Gaming", "Business"] },
    locationAdvantages: [
      "Housed at the NAP of the Americas, where Latin American networks meet US carriers",
      "Submarine cables to Brazil, Colombia and the Caribbean",
      ramOnly,
    ],
  },
  {
    id: "mx-mexico-city",
    name: "Mexico City",
    region: "North America",
    countryCode: "MX",
    servers: 60,
    features: ["10 Gbps ports", "Streaming optimised", "P2P allowed"],
    speedIndex: 8.6,
    latency: 14,
    seoTitle: "Mexico City VPN Server: Secure Mexican IP",
    seoDescription: `Connect to 60 ${site.name} servers in Mexico City. Get a Mexican IP address for local services and private browsing, with AES-256 encryption.`,
    benefits: [
      "A Mexican IP address for Mexican banks, shops and streaming catalogues",
      "Local servers for visitors who want low latency inside Mexico",
      "A private connection on the shared networks of cafés, hotels and coworking spaces",
    ],
    useCases: [
      {
        title: "Mexicans abroad",
        description:
          "Reach the Mexican services you use at home from anywhere, with a local address.",
      },
      {
        title: "Remote work in Mexico",
        description:
          "Keep client data encrypted on coworking and rental Wi-Fi while you work from the city.",
      },
    ],
    technicalDetails: { protocols, encryption, serverTypes: ["Standard", "Business"] },
    locationAdvantages: [
      "Peering with Mexico's largest access networks",
      "Fibre routes north to Dallas and Los Angeles",
      ramOnly,
    ],
  },
];
