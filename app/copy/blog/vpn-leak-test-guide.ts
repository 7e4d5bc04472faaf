import { site } from "../../config/site";
import { authors } from "./authors";
import type { EmbeddedArticleSource } from "./types";

export const vpnLeakTestGuide: EmbeddedArticleSource = {
  id: "vpn-leak-test-guide",
  slug: "how-to-test-your-vpn-for-leaks",
  title: "How to Test Your VPN for IP, DNS and WebRTC Leaks",
  excerpt:
    "A VPN that leaks your real address or your DNS queries gives a false sense of privacy. Follow this step-by-step routine to check for IP, DNS, WebRTC and IPv6 leaks, and fix the ones you find.",
  metaDescription:
    "Step-by-step guide to testing a VPN for IP, DNS, WebRTC and IPv6 leaks, how each leak happens, and how to fix it on Windows, macOS, Linux, iOS and Android.",
  category: "VPN Guides",
  articleType: "how-to",
  author: authors.danielOkafor,
  publishedOn: "2025-04-08",
  updatedOn: "2025-07-14",
  coverImage: "/images/blog/vpn-leak-test-guide.webp",
  coverAlt: "A magnifying glass over a network tunnel with a small leak highlighted",
  keywords: ["VPN leak test", "DNS leak", "WebRTC leak", "IPv6 leak", "kill switch", "IP address"],
  factChecked: true,
  references: [
    {
      title: "RFC 8445: Interactive Connectivity Establishment (ICE)",
      publisher: "IETF",
      url: "https://www.rfc-editor.org/rfc/rfc8445",
    },
    {
      title: "RFC 8489: Session Traversal Utilities for NAT (STUN)",
      publisher: "IETF",
      url: "https://www.rfc-editor.org/rfc/rfc8489",
    },
    {
      title: "RFC 8484: DNS Queries over HTTPS (DoH)",
      publisher: "IETF",
      url: "https://www.rfc-editor.org/rfc/rfc8484",
    },
    {
      title: "RFC 7858: Specification for DNS over Transport Layer Security (TLS)",
      publisher: "IETF",
      url: "https://www.rfc-editor.org/rfc/rfc7858",
    },
    {
      title:
        "RFC 8981: Temporary Address Extensions for Stateless Address Autoconfiguration in IPv6",
      publisher: "IETF",
      url: "https://www.rfc-editor.org/rfc/rfc8981",
    },
    {
      title: "WebRTC: Real-Time Communication in Browsers",
      publisher: "W3C",
      url: "https://www.w3.org/TR/webrtc/",
    },
    {
      title: "Surveillance Self-Defense: Choosing the VPN That's Right for You",
      publisher: "Electronic Frontier Foundation",
      url: "https://ssd.eff.org/module/choosing-vpn-thats-right-you",
    },
  ],
  content: `
<p>A VPN is supposed to put all of your traffic inside an encrypted tunnel, so that websites see the VPN server's address and your internet provider sees only encrypted data going to that server. A <strong>leak</strong> is anything that escapes the tunnel: a DNS query sent to your provider's resolver, a browser feature that reveals your real address, or IPv6 traffic that bypasses the VPN entirely. Leaks are usually silent. The VPN app says "Connected", pages load normally, and nothing tells you that part of your activity is still visible.</p>
<p>The good news is that leaks are easy to test for and, once found, usually easy to fix. This guide walks through a complete check that takes about ten minutes, using the free tools on our site or any equivalent service.</p>

<h2>The four kinds of leak</h2>
<h3>IP address leaks</h3>
<p>The most basic failure: websites see your real public IP address rather than the VPN server's. This happens when the tunnel is down but traffic still flows, for instance in the seconds after waking a laptop, when the VPN app crashes, or when split tunnelling sends a browser outside the tunnel.</p>
<h3>DNS leaks</h3>
<p>Before your device connects to a website, it asks a DNS resolver to translate the name into an address. If those queries go to your internet provider's resolver instead of through the tunnel, your provider can see every site you visit even though the content of your traffic is encrypted. A common cause on Windows is a feature called smart multi-homed name resolution, which sends queries out of every network interface at once and uses whichever answer arrives first.</p>
<h3>WebRTC leaks</h3>
<p>WebRTC lets browsers make voice and video calls directly between people. To find a direct path, the browser gathers "candidates" using the ICE procedure described in RFC 8445: its local addresses, and its public address as reported by a STUN server (RFC 8489). Any web page can start this process with a few lines of JavaScript, without asking for camera or microphone permission. If the STUN request travels outside the tunnel, the page learns your real public address.</p>
<h3>IPv6 leaks</h3>
<p>Many networks now give devices both an IPv4 and an IPv6 address. If a VPN only tunnels IPv4, any site reachable over IPv6 may be contacted directly over your normal connection, exposing an address that often identifies your home network, and in some configurations your device, very precisely.</p>

<h2>Before you start: record your baseline</h2>
<p>You can only recognise a leak if you know what your real details look like. With the VPN <strong>disconnected</strong>:</p>
<ol>
<li>Open our <a href="/tools/ip-checker">IP &amp; location checker</a> and note your public IPv4 address, any IPv6 address, your approximate location and the name of your internet provider.</li>
<li>Run the <a href="/tools/dns-leak">DNS leak test</a> and note which resolvers answer. Without a VPN, these normally belong to your internet provider, your router's configured service or a public resolver you chose.</li>
<li>Run the <a href="/tools/webrtc-leak">WebRTC leak test</a> and note the addresses it finds.</li>
</ol>
<p>Keep these notes open. Everything that follows compares against them.</p>

<h2>Step-by-step: testing with the VPN connected</h2>
<h3>Step 1: Check your public IP address</h3>
<p>Connect to the VPN, choose a server in a different country from your own, and reload the IP checker. The address, location and provider should now all belong to the VPN server. If you see your own address or provider, the tunnel is not carrying your web traffic at all: reconnect, and check that split tunnelling is not excluding your browser.</p>
<h3>Step 2: Run the DNS leak test</h3>
<p>A DNS leak test works by making your browser look up several unique, random names under a domain whose authoritative name server is run by the tester. Because nobody has ever asked for those names before, the authoritative server sees the query arrive directly from whichever resolver your device used, and can report its address and operator back to the page.</p>
<p>With a correctly configured VPN, every resolver listed should belong to the VPN provider or to a resolver you deliberately configured inside the tunnel. If any resolver belongs to your internet provider, you have a DNS leak.</p>
<h3>Step 3: Run the WebRTC leak test</h3>
<p>The WebRTC test shows the candidates your browser offers. Two kinds matter:</p>
<ul>
<li><strong>Public (server-reflexive) candidates</strong> show the address the STUN server saw. With the VPN connected, this must be the VPN server's address. Your real public address here is a genuine leak.</li>
<li><strong>Host candidates</strong> show local addresses. Chromium-based browsers have replaced these with random names ending in ".local" since 2019, unless the page has camera or microphone permission. A private address such as 192.168.1.20 is not a serious leak on its own, but it does add to a browser fingerprint.</li>
</ul>
<h3>Step 4: Check IPv6</h3>
<p>Look at the IP checker again. If it shows an IPv6 address that matches your baseline, IPv6 traffic is leaving outside the tunnel. With a VPN that handles IPv6 properly, you will see either no IPv6 address or one belonging to the VPN server.</p>
<h3>Step 5: Test the kill switch</h3>
<p>A kill switch blocks all traffic whenever the tunnel is down, which prevents leaks during reconnections. To test it, enable the kill switch in your VPN app, start a continuous download or a video stream, and then switch your Wi-Fi off and on again, or end the VPN app's process. Traffic should stop completely until the tunnel is back. If the stream keeps playing over your normal connection during the gap, the kill switch is not working.</p>
<h3>Step 6: Repeat where it matters</h3>
<p>Leaks depend on the device, the operating system, the browser and the network. Repeat the tests on each device you use, in each browser, and on the networks you rely on most, such as home Wi-Fi, your phone's mobile data and public hotspots. Retest after major operating system updates.</p>

<h2>How to fix the leaks you find</h2>
<h3>Fixing DNS leaks</h3>
<ul>
<li>Enable your VPN app's DNS leak protection. The ${site.name} apps route DNS through the tunnel to our own resolvers by default.</li>
<li>On Windows, make sure the VPN adapter has priority. Administrators can also disable smart multi-homed name resolution through Group Policy.</li>
<li>If your browser uses encrypted DNS (DNS over HTTPS, RFC 8484) with a third-party resolver, those queries still travel inside the tunnel, but they go to that resolver rather than to your VPN's. That is not a leak to your internet provider, but it does mean another company sees your lookups. Decide which resolver you trust and configure it deliberately.</li>
<li>On routers and Linux systems, check that the resolver configuration is not overwritten by the local network's DHCP settings once the tunnel is up.</li>
</ul>
<h3>Fixing WebRTC leaks</h3>
<ul>
<li>Use a VPN app that captures all traffic at the system level rather than a browser extension, which only proxies the browser's ordinary web requests.</li>
<li>In Firefox, advanced users can set <code>media.peerconnection.enabled</code> to false in about:config. This disables WebRTC completely, including video calls in the browser.</li>
<li>In Chromium-based browsers, an extension can restrict WebRTC to proxied connections only. Check that calls on the services you use still work afterwards.</li>
</ul>
<h3>Fixing IPv6 leaks</h3>
<p>Choose a VPN that either tunnels IPv6 or blocks it while connected. If yours does neither, you can disable IPv6 on the network adapter as a stop-gap, though this can break some services on IPv6-only mobile networks. Note that IPv6 temporary addresses (RFC 8981) change over time but still reveal your network's prefix, so they are not a substitute for tunnelling.</p>
<h3>Fixing IP leaks during reconnection</h3>
<p>Turn on the kill switch, and on Android and iOS enable the system-level settings that keep the VPN always on and block connections without it. On Android these are called "Always-on VPN" and "Block connections without VPN" in the network settings.</p>

<h2>What leak tests cannot tell you</h2>
<p>A clean leak test shows that your traffic is leaving through the VPN, which is what it is designed to check. It cannot show what the VPN provider itself does with your traffic, and it does not protect you from tracking that does not depend on your address, such as cookies, logged-in accounts and browser fingerprinting. As the Electronic Frontier Foundation's Surveillance Self-Defense guide points out, a VPN shifts trust from your internet provider to the VPN provider, so choose one whose no-logs claims have been independently examined, and combine it with good browser hygiene.</p>

<h2>A quick checklist</h2>
<ol>
<li>Record your real IP address, provider and resolvers with the VPN off.</li>
<li>Connect and confirm that the IP address and provider have changed.</li>
<li>Confirm that no DNS resolver belongs to your internet provider.</li>
<li>Confirm that the WebRTC public candidate shows the VPN server's address.</li>
<li>Confirm that no IPv6 address from your own network appears.</li>
<li>Confirm that the kill switch stops traffic when the tunnel drops.</li>
<li>Repeat on every device, browser and network you use.</li>
</ol>
<p>Ten minutes of testing is a small price for knowing that your VPN does what it promises. Run the checks today, and again whenever you change devices, browsers or VPN settings.</p>
`,
};
