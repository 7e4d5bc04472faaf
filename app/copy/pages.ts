/**
 * Title, heading and description of every public page that has a fixed path.
 * The route table decides which module renders a path; this table decides what the
 * page is called, for the <title>, the meta description, the sitemap and the heading.
 */
import { site } from "../config/site";

export type PageEntry = {
  path: string;
  title: string;
  heading: string;
  description: string;
};

export const pages = [
  {
    path: "/",
    title: `${site.name}: Privacy Made Simple For Everyone`,
    heading: "Privacy Made Simple For Everyone",
    description: `${site.name} encrypts your connection with AES-256, keeps no logs and connects in one click. From $8.99/month with a 30-day money-back guarantee.`,
  },
  {
    path: "/features",
    title: "Features: Encryption, Kill Switch and Fast Protocols",
    heading: "Everything You Need to Stay Private Online",
    description: `AES-256 encryption, a kill switch, WireGuard, OpenVPN and IKEv2/IPSec, 10 Gbps servers and a strict no-logs policy: see what ${site.name} does.`,
  },
  {
    path: "/pricing",
    title: "Pricing: Personal and Business Plans",
    heading: "Simple, Transparent Pricing",
    description: `Compare ${site.name} plans for individuals and teams. Save up to 60% with longer billing periods, backed by a 30-day money-back guarantee.`,
  },
  {
    path: "/support",
    title: "Support Center",
    heading: "How Can We Help?",
    description: `Search the help center, or reach ${site.shortName} support by live chat and email around the clock, or book a call back.`,
  },
  {
    path: "/about",
    title: "About Us",
    heading: `About ${site.name}`,
    description: `${site.shortName} Networks has built privacy tools in Singapore since 2014. Learn about our mission and the values behind ${site.name}.`,
  },
  {
    path: "/security",
    title: "Security: Encryption, No-Logs and Multi-Hop",
    heading: "Security Without Compromise",
    description: `How ${site.name} protects you: AES-256 encryption, perfect forward secrecy, a no-logs policy, open-source clients, 2FA and multi-hop routing.`,
  },
  {
    path: "/contact",
    title: "Contact Us",
    heading: `Contact ${site.shortName} Support`,
    description: `Talk to the ${site.name} team by live chat or email. Our support staff answers around the clock.`,
  },
  {
    path: "/business",
    title: "Business VPN for Teams",
    heading: "Business VPN Built for Teams",
    description: `Team management, dedicated IPs and enterprise security. Deploy ${site.shortName} Business VPN to your whole team in three steps.`,
  },
  {
    path: "/what-is-vpn",
    title: "What Is a VPN and How Does It Work?",
    heading: "What Is a VPN?",
    description:
      "A VPN encrypts your internet traffic and hides your IP address. Learn how a VPN works and when you need one.",
  },
  {
    path: "/how-to-use",
    title: "Setup Guides for Every Device",
    heading: `How to Set Up ${site.name}`,
    description:
      "Step-by-step OpenVPN and WireGuard setup guides for Windows, macOS, iOS, Android and Linux, with troubleshooting tips.",
  },
  {
    path: "/faq",
    title: "Frequently Asked Questions",
    heading: "Frequently Asked Questions",
    description: `Answers about ${site.name} accounts, billing, technical support, security and features.`,
  },
  {
    path: "/vpn-for-gaming",
    title: "VPN for Gaming: Lower Ping, DDoS Protection",
    heading: "A VPN Built for Gaming",
    description: `Protect yourself from DDoS attacks, reach game servers abroad and play on optimised gaming servers with ${site.name}.`,
  },
  {
    path: "/why-umbra",
    title: `Why Choose ${site.name}`,
    heading: `Why Choose ${site.shortName}?`,
    description: `5M+ users, 160+ locations and 99.9% uptime. See why people choose ${site.name} for privacy they can rely on.`,
  },
  {
    path: "/personal-vpn",
    title: "Personal VPN for Everyday Privacy",
    heading: "Your Personal VPN",
    description: `Keep your browsing private at home and on public Wi-Fi. ${site.shortName} Personal VPN protects up to three devices from $8.99/month.`,
  },
  {
    path: "/launch-checklist",
    title: "Launch Checklist",
    heading: "Website Launch Checklist",
    description: `The internal checklist the ${site.shortName} web team works through before each launch.`,
  },
  {
    path: "/servers",
    title: "VPN Server Locations",
    heading: "Our Server Locations",
    description: `Browse ${site.name} server locations with their server counts and features.`,
  },
  {
    path: "/locations",
    title: "Global VPN Network",
    heading: "Our Global Network",
    description: `Find an ${site.name} location near you: search by city or region and compare server counts and latency.`,
  },
  {
    path: "/legal/terms",
    title: "Terms of Use",
    heading: "Terms of Use",
    description: `The terms that govern your use of ${site.name} and this website.`,
  },
  {
    path: "/legal/privacy",
    title: "Privacy Policy",
    heading: "Privacy Policy",
    description: `What ${site.name} collects, what it never collects, and how to exercise your privacy rights.`,
  },
  {
    path: "/legal/refund",
    title: "Refund Policy",
    heading: "Refund Policy",
    description: `How the ${site.name} 30-day money-back guarantee works and how to request a refund.`,
  },
  {
    path: "/legal/acceptable-use",
    title: "Acceptable Use Policy",
    heading: "Acceptable Use Policy",
    description: `The rules for using the ${site.name} network responsibly.`,
  },
  {
    path: "/legal/cookies",
    title: "Cookie Policy",
    heading: "Cookie Policy",
    description: `Which cookies and local storage ${site.name} uses, and why.`,
  },
  {
    path: "/privacy-guides",
    title: "Privacy Tools Directory",
    heading: "Privacy Tools Directory",
    description: "A curated collection of privacy-focused tools and software.",
  },
  {
    path: "/blog",
    title: "Blog: VPN Guides and Privacy News",
    heading: `The ${site.shortName} Blog`,
    description: `Guides, research and news on VPNs, online privacy and security from the ${site.shortName} team.`,
  },
  {
    path: "/tools",
    title: "Free Privacy and Security Tools",
    heading: "Free Privacy & Security Tools",
    description: `Check your IP, test for DNS and WebRTC leaks, check password strength and measure your connection with free tools from ${site.name}.`,
  },
  {
    path: "/tools/connection-report",
    title: "Connection Report: IPv4, IPv6, DNS and WebRTC Leak Test",
    heading: "Connection Report",
    description:
      "Is your connection private right now, all of it? Test IPv4, IPv6, DNS, WebRTC and privacy signals in one pass.",
  },
  {
    path: "/tools/ip-checker",
    title: "IP & Location Checker",
    heading: "IP & Location Checker",
    description: "See the IP address, location and provider that websites see when you connect.",
  },
  {
    path: "/tools/dns-leak",
    title: "DNS Leak Test",
    heading: "DNS Leak Test",
    description: "Find out which DNS resolvers see the websites you visit.",
  },
  {
    path: "/tools/webrtc-leak",
    title: "WebRTC Leak Test",
    heading: "WebRTC Leak Test",
    description:
      "Check whether your browser reveals your local or public IP address through WebRTC.",
  },
  {
    path: "/tools/password-checker",
    title: "Password Strength Checker",
    heading: "Password Strength Checker",
    description:
      "Measure a password's strength and check it against known breaches without sending it anywhere.",
  },
  {
    path: "/tools/password-generator",
    title: "Password Generator",
    heading: "Password Generator",
    description: "Generate strong random passwords in your browser.",
  },
  {
    path: "/tools/speed-test",
    title: "VPN Speed Test",
    heading: "Speed Test",
    description: `Measure download, upload, ping and jitter to ${site.shortName} test servers around the world.`,
  },
  {
    path: "/tools/unblock-checker",
    title: "Service Accessibility Checker",
    heading: "Service Accessibility Checker",
    description: "Check which streaming and messaging services are reachable from your connection.",
  },
  {
    path: "/tools/latency-map",
    title: "Global Latency Map",
    heading: "Global Latency Map",
    description: `See the latency from your connection to ${site.shortName} server cities worldwide.`,
  },
  {
    path: "/tools/web-proxy",
    title: "Free Web Proxy",
    heading: "Web Proxy",
    description: "Open a web page through a proxy that keeps it isolated from your browser.",
  },
  {
    path: "/tools/vpn-accessibility",
    title: "VPN Accessibility Score by Country",
    heading: "VPN Accessibility Score",
    description:
      "How VPN-friendly is each country? Scores, restrictions and recommended protocols.",
  },
] as const satisfies readonly PageEntry[];

export type PagePath = (typeof pages)[number]["path"];

const byPath = new Map<string, PageEntry>(pages.map((page) => [page.path, page]));

export function findPage(path: string): PageEntry | undefined {
  return byPath.get(path);
}

export function getPage(path: PagePath): PageEntry {
  const page = byPath.get(path);
  if (!page) throw new Error(`No page entry for ${path}`);
  return page;
}
