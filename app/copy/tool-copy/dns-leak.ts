/** Copy of the DNS Leak Test (/tools/dns-leak). */
import { site } from "../../config/site";

export const dnsLeakCopy = {
  steps: {
    starting: "Starting the test…",
    resolving: "Asking your browser to look up six unique test names…",
    collecting: "Collecting the resolvers that asked our DNS server…",
  },
  error: "Failed to perform DNS leak test. Please try again later.",
  operatorNote:
    "Note for the site operator: this test is switched off. It needs a DNS zone delegated to this server, set as DNS_LEAK_ZONE (see the operations guide).",
  verdict: {
    leak: "Your DNS queries may be leaking",
    safe: "No DNS leak detected",
    unseen: "No DNS lookups seen",
    unseenDetail:
      "Your browser loaded the test names, but no resolver asked our server for them: an extension, a proxy or a content blocker may be answering for it.",
    multiple:
      "More than one DNS server looked up names for you. Outside a VPN that is often harmless, as large resolvers spread lookups over several servers; on a VPN, every server listed should belong to the VPN provider.",
    outside: (ips: string) =>
      `${ips} is not one of the VPN's own resolvers, so a network outside the VPN tunnel can see which sites you look up.`,
    single:
      "One DNS server looked up names for you. If you are connected to a VPN, check that it belongs to your VPN provider: then your lookups stay inside the tunnel.",
  },
  table: {
    caption: "DNS servers that resolved the test names",
    ip: "IP address",
    provider: "Provider",
    country: "Country",
    none: "None",
  },
  runAgain: "Run Test Again",
} as const;

/** The notes below the tool, drawn on the server only (not in the page's JavaScript). */
export const dnsLeakNotes = {
  heading: "How this test works",
  paragraphs: [
    "Your browser looks up six names that have never existed before. Each lookup travels from your device to a DNS resolver, and that resolver asks our DNS server, which is the authority for the test names. We note which resolvers asked, and show them to you.",
    `With ${site.name} connected, the only resolver you should see is ours. If you see your internet provider's resolver, or a public resolver you did not choose, your lookups are travelling outside the tunnel: a DNS leak.`,
    "The test records nothing but the resolvers' addresses against a random test id, and forgets them after ten minutes.",
  ],
} as const;
