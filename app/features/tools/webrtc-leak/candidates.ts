import { canonicalIp } from "~/lib/net/ip-address";

/**
 * Reading ICE candidates (RFC 8839 "candidate:" lines) for the WebRTC leak test. Host
 * candidates carry the device's own addresses unless the browser hides them behind an mDNS
 * name ("<uuid>.local"), which is an obfuscation, not a leak; server-reflexive candidates
 * carry the public address our STUN responder saw.
 */
export type CandidateType = "host" | "srflx" | "prflx" | "relay";

export type Candidate = { address: string; port: number; protocol: string; type: CandidateType };

export function parseCandidate(line: string): Candidate | null {
  const text = line.trim().replace(/^a=/, "");
  if (!text.startsWith("candidate:")) return null;
  const fields = text.slice("candidate:".length).split(/\s+/);
  const [, , protocol, , address, port, typ, type] = fields;
  if (typ !== "typ" || !address || !port || !protocol) return null;
  if (type !== "host" && type !== "srflx" && type !== "prflx" && type !== "relay") return null;
  const portNumber = Number(port);
  if (!Number.isInteger(portNumber) || portNumber < 0 || portNumber > 65535) return null;
  return { address, port: portNumber, protocol: protocol.toLowerCase(), type };
}

export function isMdnsName(address: string): boolean {
  return /\.local\.?$/i.test(address);
}

export type WebRtcResult = {
  /** Host-candidate IP addresses the browser exposed (spec: localIP). Reported, not the verdict. */
  localIPs: string[];
  /** Host candidates hidden behind mDNS names. */
  obfuscatedCount: number;
  /** Server-reflexive addresses, i.e. the public address seen by our STUN server (spec: publicIP). */
  publicIPs: string[];
};

export function summariseCandidates(candidates: readonly Candidate[]): WebRtcResult {
  const local = new Set<string>();
  const hidden = new Set<string>();
  const reflexive = new Set<string>();
  for (const candidate of candidates) {
    if (candidate.type === "host") {
      if (isMdnsName(candidate.address)) hidden.add(candidate.address.toLowerCase());
      else local.add(canonicalIp(candidate.address) ?? candidate.address);
    } else if (candidate.type === "srflx" || candidate.type === "prflx") {
      reflexive.add(canonicalIp(candidate.address) ?? candidate.address);
    }
  }
  return { localIPs: [...local], obfuscatedCount: hidden.size, publicIPs: [...reflexive] };
}

/**
 * The verdict (issue 20): WebRTC leaks when the address our STUN responder saw differs from
 * the address the site saw over HTTP in the same family, because then a page can learn the
 * address the VPN hides. "unverified": a STUN address in a family HTTP was not seen in;
 * "no-public": STUN gave no address, so the public side could not be checked. Local host
 * candidates are reported beside the verdict, never as the verdict.
 */
export type WebRtcVerdict = {
  status: "leak" | "safe" | "unverified" | "no-public";
  /** STUN-seen addresses that the site did not see over HTTP (the leaked ones). */
  leaked: string[];
  unverified: string[];
};

const familyOf = (address: string) => (address.includes(":") ? 6 : 4);

export function webrtcVerdict(
  result: Pick<WebRtcResult, "publicIPs">,
  httpSeen: readonly string[],
): WebRtcVerdict {
  if (result.publicIPs.length === 0) return { status: "no-public", leaked: [], unverified: [] };
  const seen = new Set(httpSeen.map((ip) => canonicalIp(ip) ?? ip));
  const seenFamilies = new Set([...seen].map(familyOf));
  const leaked: string[] = [];
  const unverified: string[] = [];
  for (const ip of result.publicIPs) {
    if (seen.has(ip)) continue;
    (seenFamilies.has(familyOf(ip)) ? leaked : unverified).push(ip);
  }
  const status = leaked.length > 0 ? "leak" : unverified.length > 0 ? "unverified" : "safe";
  return { status, leaked, unverified };
}
