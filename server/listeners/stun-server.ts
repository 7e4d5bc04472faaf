import { createSocket } from "node:dgram";
import type { Logger } from "pino";
import { answerStun } from "~/features/webrtc-leak/stun-message";

/**
 * Our own STUN server (RFC 5389 Binding over UDP) for the WebRTC leak test, so the browser
 * contacts no third party. It tells each sender the address and port it came from; anything
 * that is not a Binding request is ignored. The answer is barely larger than the request,
 * so it is no use for amplification.
 */
export type StunListener = { port: number; close(): Promise<void> };

export function startStunListener(options: {
  host: string;
  port: number;
  logger: Logger;
}): Promise<StunListener> {
  const { logger } = options;
  const socket = createSocket({ type: options.host.includes(":") ? "udp6" : "udp4" });
  socket.on("message", (message, remote) => {
    try {
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
