import { type Candidate, parseCandidate } from "./candidates";

/** The ICE server list for our STUN responder; the host defaults to the page's own. */
export function stunServers(
  stun: { host: string | null; port: number } | null,
  pageHost: string,
): RTCIceServer[] {
  if (!stun) return [];
  const host = stun.host ?? pageHost;
  const bracketed = host.includes(":") && !host.startsWith("[") ? `[${host}]` : host;
  return [{ urls: `stun:${bracketed}:${stun.port}` }];
}

/**
 * Collects the ICE candidates the browser would offer a peer: a data channel is enough to
 * start gathering. Ends when gathering completes or after `timeoutMs`.
 */
export async function gatherCandidates(
  iceServers: RTCIceServer[],
  timeoutMs = 5000,
): Promise<Candidate[]> {
  const connection = new RTCPeerConnection({ iceServers });
  const lines: string[] = [];
  try {
    connection.createDataChannel("umbra-webrtc-leak-test");
    const complete = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      connection.onicecandidate = (event) => {
        if (event.candidate) lines.push(event.candidate.candidate);
        else {
          clearTimeout(timer);
          resolve();
        }
      };
    });
    await connection.setLocalDescription(await connection.createOffer());
    await complete;
    // Some browsers only list candidates in the final description.
    for (const line of connection.localDescription?.sdp.split(/\r?\n/) ?? []) {
      if (line.startsWith("a=candidate:")) lines.push(line);
    }
  } finally {
    connection.close();
  }
  return lines
    .map(parseCandidate)
    .filter((candidate): candidate is Candidate => candidate !== null);
}
