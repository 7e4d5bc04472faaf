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
  notes: {
    heading: "What this shows",
    paragraphs: [
      "This is the address our server saw when your browser asked for this page, and what a public geolocation database says about it. Every website you visit sees the same thing.",
      "We answer from our own copy of the database: your address is not sent to any other service to produce this result. City-level locations are estimates and are often off by tens of kilometres; the provider is the network that announces your address on the internet.",
      "Connected to a VPN? Then this should show the VPN server's address, city and provider, not yours.",
    ],
  },
} as const;
