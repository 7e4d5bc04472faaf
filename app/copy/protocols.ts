/** The three VPN protocols every Umbra server speaks, as the features and security pages describe them. */
import type { SpecItem } from "./content-types";

export type Protocol = {
  id: "openvpn" | "ikev2" | "wireguard";
  name: string;
  summary: string;
  bestFor: string;
  specs: SpecItem[];
};

export const protocols: Protocol[] = [
  {
    id: "openvpn",
    name: "OpenVPN",
    summary:
      "The proven open-source standard. Runs over UDP for speed or over TCP port 443, where it looks like ordinary HTTPS and gets through restrictive firewalls.",
    bestFor: "Hotel, campus and office networks that block other VPN traffic",
    specs: [
      { term: "Data channel", value: "AES-256-GCM" },
      { term: "Handshake", value: "TLS 1.3, ECDHE key exchange, RSA-4096 certificates" },
      { term: "Ports", value: "UDP 1194, TCP 443" },
    ],
  },
  {
    id: "ikev2",
    name: "IKEv2/IPSec",
    summary:
      "Built into iOS, macOS and Windows, so it works without an extra app. MOBIKE keeps the tunnel up when your phone hops between Wi-Fi and mobile data.",
    bestFor: "Phones and laptops that change networks during the day",
    specs: [
      { term: "Encryption", value: "AES-256-GCM" },
      { term: "Key exchange", value: "Elliptic-curve Diffie-Hellman (ECP-384)" },
      { term: "Ports", value: "UDP 500 and 4500 (NAT traversal)" },
    ],
  },
  {
    id: "wireguard",
    name: "WireGuard",
    summary:
      "A modern protocol of about 4,000 lines of code: fast to connect, light on battery and small enough to audit line by line. Our apps use it by default.",
    bestFor: "Everyday use, streaming and gaming: the fastest choice",
    specs: [
      { term: "Encryption", value: "ChaCha20-Poly1305" },
      { term: "Key exchange", value: "Curve25519 (Noise protocol framework)" },
      { term: "Port", value: "UDP 51820" },
    ],
  },
];
