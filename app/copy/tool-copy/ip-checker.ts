/** Copy of the IP & Location Checker (/tools/ip-checker). */
export const ipCheckerCopy = {
  loading: "Looking up your connection…",
  error: "Failed to retrieve your IP information. Please try again later.",
  fields: {
    ip: "IP Address",
    location: "Location",
    isp: "Internet Service Provider",
    timezone: "Timezone",
  },
  notLookedUp: (kind: string) =>
    `This is ${kind}, which only means something inside your own network, so it has no public location or provider.`,
  asn: (asn: number) => `AS${asn}`,
  refresh: "Check Again",
  families: {
    heading: "IPv4 and IPv6",
    checking: "Checking IPv4 and IPv6 separately…",
    v4: "IPv4 address",
    v6: "IPv6 address",
    none: "No connection in this family",
    failed: "Reached, but it answered with an error",
    network: (org: string | null, asn: number | null) =>
      org ? `${org}${asn ? ` (AS${asn})` : ""}` : "Network unknown",
    verdict: {
      "same-network": "Both families leave through the same network.",
      "ipv6-other-network":
        "IPv6 leaks outside the VPN: your IPv6 address belongs to a different network than your IPv4 one. Turn on your VPN's IPv6 protection, or disable IPv6 on this device.",
      "ipv4-only": "Only IPv4 works on this connection, so nothing can leak over IPv6.",
      "ipv6-only": "Only IPv6 works on this connection.",
      "unknown-network":
        "Both families answered, but one network is not in our database, so they could not be compared.",
      "probe-failed":
        "The separate IPv4 and IPv6 checks did not both answer, so the two could not be compared. Try again in a minute.",
      "not-checked": "",
    },
    unchecked: (families: string) =>
      `Not checked separately: ${families}. This server has no single-family host name configured for it, so only the address above was checked.`,
  },
} as const;

/** The notes below the tool, drawn on the server only (not in the page's JavaScript). */
export const ipCheckerNotes = {
  heading: "What this shows",
  paragraphs: [
    "This is the address our server saw when your browser asked for this page, and what a public geolocation database says about it. Every website you visit sees the same thing.",
    "We answer from our own copy of the database: your address is not sent to any other service to produce this result. City-level locations are estimates and are often off by tens of kilometres; the provider is the network that announces your address on the internet.",
    "Connected to a VPN? Then this should show the VPN server's address, city and provider, not yours.",
  ],
} as const;
