import { site } from "../../config/site";
import { authors } from "./authors";
import type { EmbeddedArticleSource } from "./types";

export const vpnProtocolsCompared: EmbeddedArticleSource = {
  id: "vpn-protocols-compared",
  slug: "wireguard-vs-openvpn-vs-ikev2",
  title: "WireGuard vs OpenVPN vs IKEv2: Which VPN Protocol Should You Use?",
  excerpt:
    "Three protocols carry almost all VPN traffic today. Here is how WireGuard, OpenVPN and IKEv2/IPsec differ in design, speed, security and reliability, and which one to pick for each situation.",
  metaDescription:
    "WireGuard, OpenVPN and IKEv2/IPsec compared: cryptography, speed, battery use, firewall traversal and privacy trade-offs, with a clear recommendation for each use.",
  category: "VPN Guides",
  articleType: "comparison",
  author: authors.mayaLin,
  publishedOn: "2025-03-21",
  updatedOn: "2025-06-02",
  coverImage: "/images/blog/vpn-protocols-compared.webp",
  coverAlt: "Three tunnels labelled WireGuard, OpenVPN and IKEv2 side by side",
  keywords: [
    "VPN protocols",
    "WireGuard",
    "OpenVPN",
    "IKEv2",
    "IPsec",
    "ChaCha20-Poly1305",
    "AES-256-GCM",
  ],
  factChecked: true,
  references: [
    {
      title: "WireGuard: Next Generation Kernel Network Tunnel",
      publisher: "Jason A. Donenfeld, NDSS Symposium 2017",
      url: "https://www.wireguard.com/papers/wireguard.pdf",
    },
    {
      title: "RFC 7296: Internet Key Exchange Protocol Version 2 (IKEv2)",
      publisher: "IETF",
      url: "https://www.rfc-editor.org/rfc/rfc7296",
    },
    {
      title: "RFC 4555: IKEv2 Mobility and Multihoming Protocol (MOBIKE)",
      publisher: "IETF",
      url: "https://www.rfc-editor.org/rfc/rfc4555",
    },
    {
      title: "RFC 8439: ChaCha20 and Poly1305 for IETF Protocols",
      publisher: "IRTF",
      url: "https://www.rfc-editor.org/rfc/rfc8439",
    },
    {
      title: "SP 800-77 Rev. 1: Guide to IPsec VPNs",
      publisher: "NIST",
      url: "https://csrc.nist.gov/pubs/sp/800/77/r1/final",
    },
    {
      title: "SP 800-38D: Recommendation for Block Cipher Modes of Operation: GCM and GMAC",
      publisher: "NIST",
      url: "https://csrc.nist.gov/pubs/sp/800/38/d/final",
    },
    {
      title: "OpenVPN 2.6 reference manual",
      publisher: "OpenVPN Inc.",
      url: "https://openvpn.net/community-resources/reference-manual-for-openvpn-2-6/",
    },
  ],
  content: `
<p>Every VPN connection rests on a tunnelling protocol: the rules for how your device and the server agree on keys, wrap your traffic and keep the session alive when the network changes. Almost every modern VPN, ${site.name} included, offers three of them: WireGuard, OpenVPN and IKEv2/IPsec. They all encrypt your traffic well, but they make different trade-offs, and choosing the right one can make the difference between a connection you forget about and one that drops every time your train enters a tunnel.</p>
<p>This guide explains how each protocol works, where each one shines, and which to choose for the situations our support team hears about most often.</p>

<h2>What a VPN protocol actually does</h2>
<p>A VPN protocol has two jobs. The first is the <strong>handshake</strong>: proving that the server is the one you meant to reach, agreeing on fresh session keys and, for most protocols, authenticating you as well. The second is the <strong>data channel</strong>: encrypting each packet you send, adding an authentication tag so tampering is detected, and wrapping the result in an outer packet addressed to the VPN server.</p>
<p>The quality of a protocol depends on both halves. A strong cipher does not help if the handshake can be tricked into using a weak one, and a perfect handshake does not help if the data channel is so slow that people switch the VPN off. Good protocols also provide <strong>perfect forward secrecy</strong>: session keys are derived from short-lived key pairs, so someone who records your traffic today and steals a long-term key next year still cannot decrypt it.</p>

<h2>WireGuard: small, modern and fast</h2>
<p>WireGuard was designed by Jason Donenfeld and presented at the NDSS security symposium in 2017. It was merged into the Linux kernel in version 5.6 in March 2020 and now has implementations for Windows, macOS, iOS, Android and the BSDs.</p>
<h3>How it works</h3>
<p>WireGuard deliberately offers no choice of algorithms. Its handshake follows the Noise protocol framework and uses Curve25519 for key agreement, ChaCha20-Poly1305 for authenticated encryption, BLAKE2s for hashing and HKDF for key derivation. If a flaw is ever found in one of these primitives, the fix is a new protocol version rather than a negotiation, which removes a whole class of downgrade attacks that older protocols have suffered.</p>
<p>Each peer is identified by a public key, and WireGuard's "cryptokey routing" ties each key to the internal addresses it may use. The handshake takes a single round trip, and session keys are replaced every two minutes, which gives WireGuard forward secrecy by default. It runs only over UDP.</p>
<h3>Strengths</h3>
<ul>
<li><strong>Speed and latency.</strong> A lean data path and a one-round-trip handshake make WireGuard the fastest of the three in most conditions, and reconnections are nearly instant.</li>
<li><strong>Auditability.</strong> The original Linux implementation is around 4,000 lines of code, small enough for a security team to read completely. OpenVPN and a typical IPsec stack are many times larger.</li>
<li><strong>Battery life.</strong> WireGuard is silent when you are not sending data, so phones can sleep instead of waking the radio for keep-alive traffic.</li>
<li><strong>Roaming.</strong> When your address changes, the next authenticated packet simply updates the server's record of where to find you.</li>
</ul>
<h3>Trade-offs</h3>
<p>WireGuard's simplicity has two consequences worth knowing. First, UDP-only traffic is easy for restrictive firewalls to block, and WireGuard has no built-in way to disguise itself. Second, a WireGuard server needs to remember each active peer's most recent endpoint address in order to send packets back. A provider that promises not to log has to design around this, for example by assigning tunnel addresses dynamically and clearing peer state when a session ends, which is how ${site.name} runs its WireGuard servers.</p>

<h2>OpenVPN: the flexible veteran</h2>
<p>OpenVPN has been in development since 2001 and is the most widely deployed open-source VPN protocol. It builds its control channel on TLS, using a mature library such as OpenSSL, and encrypts data with a negotiated cipher. Current releases use AES-256-GCM or ChaCha20-Poly1305 for the data channel, and version 2.6 added data channel offload, which moves packet encryption into the kernel on supported systems to close much of the speed gap with WireGuard.</p>
<h3>Strengths</h3>
<ul>
<li><strong>Runs almost anywhere.</strong> OpenVPN works over UDP or TCP on any port. Running it over TCP port 443 makes it look much like ordinary encrypted web traffic to a simple firewall, which is often the only thing that gets through hotel, campus or workplace networks.</li>
<li><strong>Proven in the field.</strong> Two decades of deployment and several independent audits mean its failure modes are well understood.</li>
<li><strong>Configurable.</strong> Certificates, user authentication plug-ins and fine-grained routing options make it a favourite for self-hosted and corporate setups.</li>
</ul>
<h3>Trade-offs</h3>
<p>Flexibility has a cost. OpenVPN's code base, together with the TLS library beneath it, is far larger than WireGuard's, and its configuration offers enough options to build an insecure setup by accident. In user space it is noticeably slower than WireGuard, and the TLS handshake takes several round trips, so reconnecting after a network change takes seconds rather than milliseconds. Tunnelling over TCP also has a known weakness: when the outer TCP connection and the TCP connections inside the tunnel both retransmit lost packets, throughput can collapse on lossy links. Use UDP unless the network forces TCP.</p>

<h2>IKEv2/IPsec: the mobile specialist</h2>
<p>IPsec is the IETF's standard suite for securing IP traffic, described in RFC 4301, and IKEv2 (RFC 7296) is the protocol that negotiates its keys. Windows, macOS and iOS support IKEv2 natively, and Android has done so since version 11, so it can run without any extra software.</p>
<h3>Strengths</h3>
<ul>
<li><strong>Seamless network changes.</strong> The MOBIKE extension (RFC 4555) lets an established session move from Wi-Fi to mobile data without a new handshake. On a phone that moves between networks all day, IKEv2 is often the most stable choice.</li>
<li><strong>Standardised and widely reviewed.</strong> IKEv2 and IPsec are covered by IETF standards and by NIST's Guide to IPsec VPNs (SP 800-77 Rev. 1), and they are the default for most enterprise gateways.</li>
<li><strong>Efficient.</strong> Packet encryption usually runs inside the operating system kernel, so performance is good, especially with AES hardware acceleration.</li>
</ul>
<h3>Trade-offs</h3>
<p>IKEv2 uses UDP ports 500 and 4500, which are easy to identify and block, so it struggles on restrictive networks. IPsec also negotiates from a wide menu of algorithms; a well-configured server offers only strong suites such as AES-256-GCM with elliptic-curve Diffie-Hellman, but a careless one can still accept legacy options. Finally, because the implementation lives in each operating system, bug fixes depend on your platform vendor rather than on your VPN provider.</p>

<h2>The ciphers: AES-256-GCM and ChaCha20-Poly1305</h2>
<p>Whichever protocol you choose, your data is protected by one of two authenticated ciphers. <strong>AES-256-GCM</strong> combines the AES block cipher with Galois/Counter Mode, standardised by NIST in SP 800-38D. On processors with AES instructions, which includes almost every desktop, laptop and recent phone, it is extremely fast. <strong>ChaCha20-Poly1305</strong>, specified in RFC 8439, was designed to be fast in software alone, which makes it the better choice on devices without AES acceleration, such as some budget phones, routers and older single-board computers.</p>
<p>Both are considered secure with no practical attacks known against them. The differences you will notice are speed and battery use, not safety.</p>

<h2>Side by side</h2>
<table>
<thead><tr><th scope="col">Property</th><th scope="col">WireGuard</th><th scope="col">OpenVPN</th><th scope="col">IKEv2/IPsec</th></tr></thead>
<tbody>
<tr><td>Transport</td><td>UDP only</td><td>UDP or TCP, any port</td><td>UDP 500 and 4500</td></tr>
<tr><td>Data cipher</td><td>ChaCha20-Poly1305</td><td>AES-256-GCM or ChaCha20-Poly1305</td><td>Negotiated, usually AES-256-GCM</td></tr>
<tr><td>Handshake</td><td>1 round trip</td><td>TLS, several round trips</td><td>2 exchanges (4 messages)</td></tr>
<tr><td>Network changes</td><td>Seamless</td><td>Reconnects</td><td>Seamless with MOBIKE</td></tr>
<tr><td>Restrictive firewalls</td><td>Often blocked</td><td>Best (TCP 443)</td><td>Often blocked</td></tr>
<tr><td>Code size</td><td>Very small</td><td>Large</td><td>Large, part of the OS</td></tr>
</tbody>
</table>

<h2>Which protocol should you choose?</h2>
<h3>For everyday use at home and on laptops</h3>
<p>Choose <strong>WireGuard</strong>. It is the fastest, it reconnects instantly after sleep, and its small code base is the easiest to trust. This is why the ${site.name} apps use it by default.</p>
<h3>On a phone that changes networks all day</h3>
<p>Both <strong>WireGuard</strong> and <strong>IKEv2</strong> handle roaming well. Start with WireGuard for its battery life; switch to IKEv2 if you see the connection stall when moving between Wi-Fi and mobile data on your particular device.</p>
<h3>On hotel, campus or office networks that block VPNs</h3>
<p>Choose <strong>OpenVPN over TCP port 443</strong>. It is slower, but it is the option most likely to connect when everything else is filtered. Switch back to WireGuard once you are on an open network.</p>
<h3>For gaming and video calls</h3>
<p>Choose <strong>WireGuard over UDP</strong> and a nearby server. Latency matters more than raw throughput for real-time traffic, and WireGuard adds the least.</p>
<h3>For company devices without extra software</h3>
<p><strong>IKEv2</strong> can be configured through the operating system's built-in VPN settings and pushed by device management tools, which suits locked-down corporate laptops.</p>

<h2>Protocols to avoid</h2>
<p>Some apps and routers still offer <strong>PPTP</strong>. Its authentication scheme, MS-CHAPv2, has been broken for years, and it should never be used. <strong>L2TP/IPsec</strong> is not broken when configured with strong algorithms, but it wraps traffic twice, is easy to block and has no advantage over IKEv2. If a provider's only options are these two, choose another provider.</p>

<h2>The bottom line</h2>
<p>There is no single "most secure" protocol among the three: WireGuard, OpenVPN and IKEv2 all protect your traffic with strong, modern cryptography when they are configured well. The real differences are speed, stability on the move, and how well each gets through hostile networks. Use WireGuard by default, keep OpenVPN over TCP as your escape hatch for restrictive networks, and reach for IKEv2 when the operating system's built-in client is what you need. Our <a href="/how-to-use">setup guides</a> show how to switch protocols on every platform.</p>
`,
};
