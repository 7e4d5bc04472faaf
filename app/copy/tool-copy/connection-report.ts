/** Copy of the Connection Report (/tools/connection-report). */
export const connectionReportCopy = {
  start: "Run Connection Report",
  again: "Run Again",
  intro:
    "One pass over everything that can give you away: your IPv4 and IPv6 addresses, DNS, WebRTC and your browser's privacy signals. Nothing is stored.",
  running: (done: number, total: number) => `Checking… ${done} of ${total} done`,
  listLabel: "Checks",
  /** Each check reports its own failure; this is the run itself failing (its code did not load). */
  error: "The report could not run.",
  checks: {
    ip: "IP address & location",
    ipv6: "IPv4 and IPv6",
    dns: "DNS leak test",
    webrtc: "WebRTC",
    signals: "Privacy signals",
  },
  status: {
    pending: "Waiting",
    running: "Checking…",
    pass: "OK",
    leak: "Leaking",
    warn: "Advice",
    unknown: "Not checked",
  },
  verdict: {
    protected: "Protected",
    protectedText: "No leaks found: every check that ran agrees with the address websites see.",
    leaking: (names: string) => `Leaking: ${names}`,
    leakingText:
      "Something reveals more than your VPN should. What to do is listed under each finding.",
    incomplete: (names: string) => `Could not check: ${names}`,
    incompleteText: "No leak was found in what could be checked, but some checks could not run.",
  },
  /** What each finding means and what to do about it. */
  findings: {
    "ip-failed": "Your address could not be looked up. Reload the page and run the report again.",
    "ip-not-public":
      "This is not a public internet address (you are on a local or private network), so it was not looked up.",
    "same-network": "Your IPv4 and IPv6 traffic leave through the same network.",
    "ipv4-only": "Your connection has no IPv6, so there is nothing to leak through it.",
    "ipv6-only": "Your connection uses IPv6 only.",
    "ipv6-other-network":
      "IPv6 leaks outside the VPN: your IPv6 address belongs to a different network than your IPv4 one. Turn on your VPN's IPv6 protection (or its leak protection), or disable IPv6 on this device.",
    "unknown-network":
      "Both families answered, but the network of one of them is not in our database, so they could not be compared.",
    "probe-failed":
      "The separate IPv4 and IPv6 checks did not both answer, so whether IPv6 goes around the VPN could not be checked. Run the report again in a minute.",
    "not-checked":
      "This server has no separate IPv4-only and IPv6-only host names configured, so only one address family could be checked.",
    "dns-ok": "Your DNS lookups went to a single resolver, as expected.",
    "dns-multiple-resolvers":
      "Your lookups went to more than one DNS resolver. Use your VPN's DNS servers only (turn on its DNS leak protection) and turn off 'secure DNS' overrides in the browser.",
    "dns-outside-vpn-ranges":
      "Your lookups went to a resolver outside the VPN. Turn on your VPN's DNS leak protection, or set its DNS servers on this device.",
    "dns-off": "The DNS leak test is not enabled on this server.",
    "dns-failed": "The DNS leak test did not finish. Run the report again.",
    "dns-unseen":
      "No resolver asked our server for the test names: an extension, a proxy or a content blocker may be answering for your browser. Try another browser.",
    "webrtc-ok": "WebRTC shows the same public address websites see.",
    "webrtc-leak":
      "WebRTC reveals a public address other than the one websites see. Turn on your VPN's WebRTC protection, or use a browser extension that limits WebRTC.",
    "webrtc-unverified":
      "WebRTC showed an address in a family websites did not see, so it could not be compared.",
    "webrtc-no-stun":
      "Your public address could not be checked through WebRTC (the STUN request did not complete or STUN is not enabled here).",
    "webrtc-off": "WebRTC is turned off in this browser, so nothing can leak through it.",
    "webrtc-failed": "The WebRTC test did not finish. Run the report again.",
    "webrtc-local-exposed":
      "Your browser shows local network addresses to pages. They do not reveal your public address, but they help recognise your device.",
    "gpc-on": "Global Privacy Control is on: sites are told not to sell or share your data.",
    "gpc-off":
      "Global Privacy Control is off. Turn it on (Brave, Firefox and DuckDuckGo offer it; extensions add it elsewhere) to tell sites not to sell or share your data.",
    "dnt-on": "Do Not Track is on.",
    "dnt-off": "Do Not Track is off (few sites honour it; Global Privacy Control matters more).",
    "third-party-cookies-unknown":
      "Whether third-party cookies are blocked cannot be seen from one site; check your browser's privacy settings.",
  },
  fields: {
    ipv4: "IPv4 address",
    ipv6: "IPv6 address",
    ip: "IP address",
    location: "Location",
    network: "Network",
    resolver: "DNS resolver",
    stun: "Address seen by STUN",
  },
  share: {
    heading: "Shared connection report",
    intro: (date: string) =>
      `A report someone shared with you, made on ${date}. It holds no IP addresses.`,
    expired: "This share link has expired.",
    invalid: "This share link is damaged or was not made by this site.",
    runYours: "Run your own report",
  },
} as const;

/** The notes below the tool, drawn on the server only (not in the page's JavaScript). */
export const connectionReportNotes = {
  heading: "What the report checks",
  paragraphs: [
    "IP address & location: what every website sees, looked up in our own database (nothing is sent to a third party).",
    "IPv4 and IPv6: your browser asks an IPv4-only and an IPv6-only host name. When the IPv6 address belongs to another network than the IPv4 one, IPv6 traffic goes around the VPN.",
    "DNS: which resolvers look up names for you. WebRTC: whether the address our STUN server sees differs from the one websites see. Privacy signals: Global Privacy Control and Do Not Track.",
    "Share links hold only the findings, the country and the network name, signed by this site and valid for 30 days. They are not stored anywhere.",
  ],
} as const;
