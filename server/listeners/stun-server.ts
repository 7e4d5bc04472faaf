import { createSocket } from "node:dgram";
import type { Logger } from "pino";
import { canonicalIp, clientLimitKey } from "~/lib/net/ip-address";
import { answerStun } from "~/features/tools/webrtc-leak/stun-message";
import { MemoryRateLimit } from "../memory-rate-limit";

/**
 * Our own STUN server (RFC 5389 Binding over UDP) for the WebRTC leak test, so the browser
 * contacts no third party. It tells each sender the address and port it came from; anything
 * that is not a Binding request is ignored. The answer is barely larger than the request,
 * so it is no use for amplification, and answers are limited per source (address or IPv6
 * /64), so it cannot reflect traffic at volume to a spoofed source either.
 */
export type StunListener = { port: number; close(): Promise<void> };

export function startStunListener(options: {
  host: string;
  port: number;
  logger: Logger;
  /** Answers per second per source; STUN_RESPONSES_PER_SECOND. */
  responsesPerSecond: number;
}): Promise<StunListener> {
  const { logger } = options;
  const limit = new MemoryRateLimit(options.responsesPerSecond, 1_000);
  const socket = createSocket({ type: options.host.includes(":") ? "udp6" : "udp4" });
  socket.on("message", (message, remote) => {
    // No answer can be sent to port 0 (send throws): such a datagram, which a raw socket can
    // send, was a logged warning with a stack each, a way to fill the log.
    if (remote.port === 0) return;
    try {
      const source = canonicalIp(remote.address) ?? remote.address;
      if (!limit.take(clientLimitKey(source)).allowed) return;
      const answer = answerStun(message, remote.address, remote.port);
      if (answer) socket.send(answer, remote.port, remote.address);
    } catch (error) {
      logger.warn({ err: error }, "STUN responder could not answer a datagram");
    }
  });
  return new Promise((resolve, reject) => {
    socket.once("error", reject);
    socket.bind(options.port, options.host, () => {
      socket.off("error", reject);
      socket.on("error", (error) => logger.error({ err: error }, "STUN socket error"));
      resolve({
        port: socket.address().port,
        close: () => new Promise<void>((done) => socket.close(() => done())),
      });
    });
  });
}
