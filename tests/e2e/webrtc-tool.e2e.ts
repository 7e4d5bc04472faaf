import type { BrowserContext } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { closeAll, expectNoAxeViolations, openPage } from "./harness";
import { stayOffline } from "./tools-support";

afterAll(closeAll);

/**
 * A stand-in RTCPeerConnection that reports the given candidates after `delay` ms (or fails),
 * so the page's states are exercised without the browser touching any network.
 */
function fakePeerConnection(options: { candidates: string[]; delay: number; fail?: boolean }) {
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

const mdnsHost =
  "candidate:1 1 udp 2122260223 0c4c4c8e-1c2b-4ad5-9d3e-8f0b5e0d6a7b.local 54321 typ host generation 0";
const lanHost = "candidate:2 1 udp 2122260223 192.168.1.20 54322 typ host generation 0";

describe("WebRTC Leak Test", () => {
  it("shows the loading state, then no leak when local addresses are hidden behind mDNS", async () => {
    const { page } = await openPage("/tools/webrtc-leak", {
      setup: fakePeerConnection({ candidates: [mdnsHost], delay: 800 }),
    });
    await page.getByText("Gathering the addresses your browser offers").waitFor();
    await page.getByRole("heading", { name: "No local IP addresses exposed" }).waitFor();
    const result = page.getByTestId("webrtc-result");
    expect(await result.textContent()).toContain(
      "hid 1 local address behind a random “.local” name (mDNS)",
    );
    // No STUN server in this build: the page says so instead of inventing a public address.
    expect(await result.textContent()).toContain("this site's STUN server is not enabled");
    expect(
      await page.evaluate(() => (window as unknown as { __iceConfig: unknown }).__iceConfig),
    ).toEqual({ iceServers: [] });
  });

  it("reports a leak with the exposed local address", async () => {
    const { page } = await openPage("/tools/webrtc-leak", {
      setup: fakePeerConnection({ candidates: [lanHost, mdnsHost], delay: 0 }),
    });
    await page.getByRole("heading", { name: "Your browser exposes local IP addresses" }).waitFor();
    expect(
      await page.getByTestId("webrtc-result").locator("dd.font-mono").allTextContents(),
    ).toEqual(["192.168.1.20"]);
  });

  it("shows the spec's error when WebRTC fails, and Try Again runs it again", async () => {
    const { page } = await openPage("/tools/webrtc-leak", {
      setup: fakePeerConnection({ candidates: [], delay: 0, fail: true }),
    });
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      "Failed to perform WebRTC leak test. Please try again later.",
    );
    await page.getByRole("button", { name: "Try Again" }).click();
    await alert.waitFor();
  });

  it.each(["dark", "light"] as const)(
    "has no axe violations with a leak result (%s)",
    async (theme) => {
      const { page } = await openPage("/tools/webrtc-leak", {
        theme,
        setup: fakePeerConnection({ candidates: [lanHost], delay: 0 }),
      });
      await page.getByTestId("webrtc-result").waitFor();
      await expectNoAxeViolations(page);
    },
  );
});
