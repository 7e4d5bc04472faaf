/** Copy of the WebRTC Leak Test (/tools/webrtc-leak). */
export const webrtcLeakCopy = {
  loading: "Gathering the addresses your browser offers to WebRTC peers…",
  error: "Failed to perform WebRTC leak test. Please try again later.",
  unsupported: {
    heading: "WebRTC is turned off in this browser",
    text: "Your browser does not offer WebRTC to web pages, so no address can leak through it.",
  },
  verdict: {
    leak: "WebRTC reveals an address your connection hides",
    leakText: (leaked: string, seen: string) =>
      `Our STUN server saw ${leaked}, but this site saw ${seen} over HTTP. Any website can learn ${leaked} through WebRTC, without asking: on a VPN, that is usually your real address.`,
    safe: "WebRTC shows the same public address as your connection",
    safeText:
      "The address our STUN server saw is the one this site sees over HTTP, so WebRTC reveals nothing your connection does not already show.",
    unverified: "WebRTC showed an address we could not compare",
    unverifiedText: (ips: string) =>
      `Our STUN server saw ${ips}, in an address family this site did not see over HTTP. If you expect all traffic to go through your VPN, check that your VPN covers IPv6 too.`,
    noPublic: "Your public address was not checked through WebRTC",
  },
  fields: {
    publicIp: "Public IP address (via WebRTC)",
    httpIp: "Public IP address (seen over HTTP)",
    localIps: "Local IP addresses",
  },
  localNote:
    "Local addresses are your device's addresses on its own network. Websites can use them to recognise a device, but they do not reveal your public address, so they are not the leak verdict.",
  noLocal: "None found",
  obfuscated: (n: number) =>
    `Your browser hid ${n} local ${n === 1 ? "address" : "addresses"} behind a random “.local” name (mDNS). That is a protection, not a leak.`,
  publicUnknownNoStun:
    "Could not be determined: this site's STUN server is not enabled, so WebRTC was not asked for your public address.",
  publicUnknown:
    "Could not be determined: your browser or network did not complete the STUN request (UDP may be blocked, or WebRTC restricted).",
  publicExplained:
    "This is the address our STUN server saw. On a VPN it should be the VPN server's address, the same one the IP checker shows.",
  notSeen: "Not available",
  runAgain: "Run Test Again",
} as const;

/** The notes below the tool, drawn on the server only (not in the page's JavaScript). */
export const webrtcLeakNotes = {
  heading: "About WebRTC leaks",
  paragraphs: [
    "WebRTC lets browsers make calls and share files directly. To find a direct path, the browser asks a STUN server which public address it sees, and collects the addresses of your device on its local network.",
    "A leak is when the public address STUN sees is not the one websites see over HTTP: then any page can learn the address your VPN hides. We compare the two for you.",
    "Modern browsers hide local addresses behind random mDNS names unless a page has camera or microphone access. Older browsers, some extensions and some settings do not. We list them, but they do not reveal your public address.",
    "For the public address, your browser asks our own STUN server which address it sees: no third-party server is contacted.",
  ],
} as const;
