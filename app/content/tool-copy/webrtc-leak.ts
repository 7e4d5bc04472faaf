/** Copy of the WebRTC Leak Test (/tools/webrtc-leak). */
export const webrtcLeakCopy = {
  loading: "Gathering the addresses your browser offers to WebRTC peers…",
  error: "Failed to perform WebRTC leak test. Please try again later.",
  unsupported: {
    heading: "WebRTC is turned off in this browser",
    text: "Your browser does not offer WebRTC to web pages, so no address can leak through it.",
  },
  verdict: {
    leak: "Your browser exposes local IP addresses",
    leakText:
      "Any website can read these addresses through WebRTC, without asking. They can help identify your device and network, even behind a VPN.",
    safe: "No local IP addresses exposed",
    safeText: "WebRTC does not reveal your device's own addresses to websites.",
  },
  fields: {
    publicIp: "Public IP address (via WebRTC)",
    localIps: "Local IP addresses",
  },
  noLocal: "None found",
  obfuscated: (n: number) =>
    `Your browser hid ${n} local ${n === 1 ? "address" : "addresses"} behind a random “.local” name (mDNS). That is a protection, not a leak.`,
  publicUnknownNoStun:
    "Could not be determined: this site's STUN server is not enabled, so WebRTC was not asked for your public address.",
  publicUnknown:
    "Could not be determined: your browser or network did not complete the STUN request (UDP may be blocked, or WebRTC restricted).",
  publicExplained:
    "This is the address our STUN server saw. On a VPN it should be the VPN server's address, the same one the IP checker shows.",
  runAgain: "Run Test Again",
  notes: {
    heading: "About WebRTC leaks",
    paragraphs: [
      "WebRTC lets browsers make calls and share files directly. To find a direct path, the browser collects every address it could be reached at, including the addresses of your device on your local network, and offers them to the page.",
      "Modern browsers hide local addresses behind random mDNS names unless a page has camera or microphone access. Older browsers, some extensions and some settings do not.",
      "For the public address, your browser asks our own STUN server which address it sees: no third-party server is contacted.",
    ],
  },
} as const;
