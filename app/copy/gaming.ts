/** Copy for /vpn-for-gaming: what a VPN does for gamers, without promising miracles. */
import type { CtaLink, IconCard, SectionCopy, Stat } from "./content-types";

export type GamingIcon = "shield" | "gamepad" | "route" | "gauge" | "eye-off" | "globe";

export const gamingPage = {
  cta: { label: "Get Gaming Servers", href: "/pricing" } satisfies CtaLink,
  stats: [
    { value: "100+", label: "Countries" },
    { value: "10 Gbps", label: "Server ports" },
    { value: "24/7", label: "DDoS protection" },
  ] satisfies Stat[],
  benefits: {
    heading: "Why gamers use a VPN",
    lead: "Protection first, and better routes where your provider's are poor.",
    items: [
      {
        icon: "shield",
        title: "DDoS protection",
        text: "Opponents only ever see our server's address, and our network absorbs floods aimed at it, so a sore loser cannot knock you offline mid-match.",
      },
      {
        icon: "gamepad",
        title: "Gaming-optimised servers",
        text: "Servers near major game data centres, with capacity kept free for low-latency UDP traffic. Included with the Pro plan.",
      },
      {
        icon: "route",
        title: "Better routes",
        text: "If your provider sends game traffic the long way round or through congested exchanges, our network can take a shorter path and lower your ping.",
      },
      {
        icon: "gauge",
        title: "No throttling",
        text: "Providers that slow down gaming or large downloads cannot see what your encrypted traffic is, so they cannot single it out.",
      },
      {
        icon: "eye-off",
        title: "Keep your IP private",
        text: "Stream and play without exposing your home address to other players, servers or stream viewers.",
      },
      {
        icon: "globe",
        title: "Play with friends abroad",
        text: "Join servers and lobbies in other regions with a stable connection, wherever your friends are.",
      },
    ],
  } satisfies SectionCopy & { items: IconCard<GamingIcon>[] },
  consoles: {
    heading: "On PlayStation, Xbox and Switch",
    lead: "Consoles cannot run VPN apps, so protect them through your router or computer.",
    steps: [
      {
        title: "Set up your router",
        text: "Add our WireGuard or OpenVPN configuration to a compatible router, and every console on your network is protected.",
      },
      {
        title: "Or share from a computer",
        text: "Connect your Windows PC or Mac to the VPN and share its connection with the console over Ethernet or a hotspot.",
      },
      {
        title: "Pick a nearby server",
        text: "Choose a gaming server close to you or to the game's servers, then test your ping in a casual match.",
      },
    ],
  },
  honestNote: {
    heading: "An honest word about ping",
    text: "A VPN adds a stop on the way to the game server. On a good connection to a nearby server that costs a few milliseconds; on a poor route it can save many more. Try a few servers in the first 30 days, and if it does not help your games, get your money back.",
  },
};
