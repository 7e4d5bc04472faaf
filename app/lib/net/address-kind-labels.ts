import type { AddressKind } from "./address-kind";

// Apart from address-kind.ts, whose range tables are built when it loads: a page that only
// names a kind (the IP checker) does not ship the classifier.

/** How the kind reads in a sentence: "a loopback address". */
export const addressKindLabels: Record<AddressKind, string> = {
  public: "a public address",
  unspecified: "the unspecified address",
  "this-network": "a “this network” address",
  loopback: "a loopback address",
  private: "a private network address",
  cgnat: "a carrier-grade NAT address",
  "link-local": "a link-local address",
  "unique-local": "a unique local address",
  "site-local": "a site-local address",
  documentation: "a documentation address",
  benchmarking: "a benchmarking address",
  multicast: "a multicast address",
  broadcast: "the broadcast address",
  reserved: "a reserved address",
};
