import {
  type WebRtcResult,
  type WebRtcVerdict,
  summariseCandidates,
  webrtcVerdict,
} from "./candidates";
import { gatherCandidates, stunServers } from "./gather-candidates";

export type WebRtcOutcome =
  | { supported: false }
  | { supported: true; result: WebRtcResult; verdict: WebRtcVerdict; httpSeen: string[] };

/**
 * Gathers candidates against our STUN responder while the addresses the site sees over HTTP
 * are looked up, then compares the two (the WebRTC page and the connection report share it).
 * `httpSeen` never rejects: a failed lookup is no addresses, settled where it is made.
 */
export async function runWebRtcCheck(
  stun: { host: string | null; port: number } | null,
  httpSeen: Promise<string[]>,
): Promise<WebRtcOutcome> {
  if (typeof RTCPeerConnection === "undefined") return { supported: false };
  const [candidates, seen] = await Promise.all([
    gatherCandidates(stunServers(stun, window.location.hostname)),
    httpSeen,
  ]);
  const result = summariseCandidates(candidates);
  return { supported: true, result, verdict: webrtcVerdict(result, seen), httpSeen: seen };
}
