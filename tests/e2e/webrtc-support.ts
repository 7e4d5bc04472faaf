import type { BrowserContext } from "playwright-core";
import { stayOffline } from "./tools-support";

/**
 * A stand-in RTCPeerConnection that reports the given candidates after `delay` ms (or fails),
 * so the page's states are exercised without the browser touching any network.
 */
export function fakePeerConnection(options: {
  candidates: string[];
  delay: number;
  fail?: boolean;
}) {
  return async (context: BrowserContext) => {
    await stayOffline(context);
    await context.addInitScript((opts) => {
      class FakePeerConnection {
        onicecandidate: ((event: { candidate: { candidate: string } | null }) => void) | null =
          null;
        localDescription: { type: string; sdp: string } | null = null;
        constructor(config: unknown) {
          (window as unknown as { __iceConfig: unknown }).__iceConfig = config;
        }
        createDataChannel() {
          return {};
        }
        async createOffer() {
          if (opts.fail) throw new Error("ICE agent could not start");
          return { type: "offer", sdp: "v=0\r\n" };
        }
        async setLocalDescription(description: { type: string; sdp: string }) {
          this.localDescription = description;
          setTimeout(() => {
            for (const candidate of opts.candidates)
              this.onicecandidate?.({ candidate: { candidate } });
            this.onicecandidate?.({ candidate: null });
          }, opts.delay);
        }
        close() {}
      }
      (window as unknown as { RTCPeerConnection: unknown }).RTCPeerConnection = FakePeerConnection;
    }, options);
  };
}
