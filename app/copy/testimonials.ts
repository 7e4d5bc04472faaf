/** What customers, social media and reviewers say (testimonial, social post, editorial review). */
import { site } from "../config/site";

export type Testimonial = { name: string; role: string; content: string; rating: number };
export type SocialPost = {
  username: string;
  content: string;
  engagement: string;
  platform: string;
};
export type EditorialReview = { title: string; source: string; year: number; content: string };

export const testimonials: Testimonial[] = [
  {
    name: "Priya Raman",
    role: "Freelance designer, Bengaluru",
    content:
      "I work from cafés and co-working spaces most days. Umbra connects before my laptop has finished joining the Wi-Fi, and I have stopped worrying about who else is on the network.",
    rating: 5,
  },
  {
    name: "Marcus Lindqvist",
    role: "Software engineer, Stockholm",
    content:
      "WireGuard on every device, a kill switch that actually holds when the connection drops, and a no-logs policy written in plain language. That is all I wanted from a VPN.",
    rating: 5,
  },
  {
    name: "Aiko Tanaka",
    role: "Graduate student, Osaka",
    content:
      "Setting it up on my phone, tablet and my partner's laptop took ten minutes. When the app would not connect on my university network, live chat had me on TCP 443 within five.",
    rating: 4,
  },
];

export const socialPosts: SocialPost[] = [
  {
    username: "@dana_travels",
    platform: "X",
    content: `Airport Wi-Fi in three countries this week and ${site.shortName} just worked every time. One tap, green shield, done.`,
    engagement: "1.2K likes · 84 reposts",
  },
  {
    username: "u/quietpacket",
    platform: "Reddit",
    content:
      "Ran DNS and WebRTC leak tests on four VPNs for r/privacy. Umbra was one of two with zero leaks on every platform I tried, Linux included.",
    engagement: "2.4K upvotes · 310 comments",
  },
  {
    username: "@leo.streams",
    platform: "Instagram",
    content:
      "Ping to the Frankfurt servers went from 70 to 38 ms once Umbra routed around my ISP's congested peering. Ranked nights are smooth again.",
    engagement: "5.6K likes · 122 comments",
  },
];

export const editorialReviews: EditorialReview[] = [
  {
    title: "A fast, honest VPN that stays out of your way",
    source: "The Privacy Ledger",
    year: 2025,
    content:
      "WireGuard speeds held above 90% of our baseline on nearby servers, and the privacy policy is one of the clearest we have read. Umbra earns its place on our shortlist.",
  },
  {
    title: "Best VPN for small teams",
    source: "Remote Work Weekly",
    year: 2024,
    content:
      "Adding a colleague takes seconds, SSO works with the identity providers most teams already use, and support answered every one of our test questions in under an hour.",
  },
  {
    title: "Editors' pick for travellers",
    source: "Nomad Tech Review",
    year: 2024,
    content:
      "The kill switch held through every network change we threw at it, from hotel captive portals to switching SIM cards at the border.",
  },
];
