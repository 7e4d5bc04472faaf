/** The one place the product's name and the operator's facts live. */
export const site = {
  name: "Umbra VPN",
  shortName: "Umbra",
  slug: "umbra",
  operator: "Umbra Networks Pte. Ltd.",
  country: "Singapore",
  founded: 2014,
  tagline: "Providing secure and private internet access with advanced VPN technology.",
  defaultDescription:
    "Umbra VPN protects your connection with AES-256 encryption, a strict no-logs policy and fast WireGuard servers. Free privacy tools included.",
  /** Canonical origin for links in sitemaps, canonical tags and Open Graph. */
  origin: "https://umbravpn.example",
} as const;

/** Paths on the external client area (sign-in and support tickets). */
export const clientAreaPaths = {
  signIn: "/login",
  support: "/submitticket",
} as const;

export function clientAreaLink(base: string, path: keyof typeof clientAreaPaths): string {
  return new URL(clientAreaPaths[path], base).toString();
}
