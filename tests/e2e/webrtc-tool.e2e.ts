import { afterAll, describe, expect, it } from "vitest";
import { closeAll, expectNoAxeViolations, layoutShiftTotal, openPage } from "./harness";
import { expectReloadAfterCodeLoadFailure, fakeJson } from "./tools-support";
import { fakePeerConnection } from "./webrtc-support";

afterAll(closeAll);

const mdnsHost =
  "candidate:1 1 udp 2122260223 0c4c4c8e-1c2b-4ad5-9d3e-8f0b5e0d6a7b.local 54321 typ host generation 0";
const lanHost = "candidate:2 1 udp 2122260223 192.168.1.20 54322 typ host generation 0";
/** A server-reflexive candidate: the public address our STUN server saw. */
const srflx = (ip: string) =>
  `candidate:3 1 udp 1686052607 ${ip} 61000 typ srflx raddr 0.0.0.0 rport 0 generation 0`;

describe("WebRTC Leak Test", () => {
  it("shows the loading state, then says the public address was not checked without STUN", async () => {
    const { page } = await openPage("/tools/webrtc-leak", {
      setup: fakePeerConnection({ candidates: [mdnsHost], delay: 800 }),
    });
    await page.getByText("Gathering the addresses your browser offers").waitFor();
    await page
      .getByRole("heading", { name: "Your public address was not checked through WebRTC" })
      .waitFor();
    const result = page.getByTestId("webrtc-result");
    expect(await result.getAttribute("data-verdict")).toBe("no-public");
    expect(await result.textContent()).toContain(
      "hid 1 local address behind a random “.local” name (mDNS)",
    );
    // No STUN server in this build: the page says so instead of inventing a public address.
    expect(await result.textContent()).toContain("this site's STUN server is not enabled");
    expect(
      await page.evaluate(() => (window as unknown as { __iceConfig: unknown }).__iceConfig),
    ).toEqual({ iceServers: [] });
  });

  it("says the address over HTTP was not seen when its lookup fails, with no uncaught error", async () => {
    const { page, consoleErrors } = await openPage("/tools/webrtc-leak", {
      setup: async (context) => {
        await fakePeerConnection({ candidates: [mdnsHost], delay: 800 })(context);
        await fakeJson(context, "**/api/ip", 500, { message: "Internal Server Error" });
      },
    });
    const result = page.getByTestId("webrtc-result");
    await result.waitFor();
    expect(await result.textContent()).toContain("Public IP address (seen over HTTP)");
    // The browser's own line for the 500 is expected; an uncaught rejection is not.
    expect(consoleErrors.filter((error) => !error.startsWith("Failed to load resource"))).toEqual(
      [],
    );
  });

  it("keeps the notes below in place when the result replaces the loading state (412 px)", async () => {
    const { page } = await openPage("/tools/webrtc-leak", {
      viewport: { width: 412, height: 823 },
      setup: fakePeerConnection({ candidates: [mdnsHost], delay: 800 }),
    });
    const notesTop = () =>
      page.locator("#tool-after").evaluate((element) => element.getBoundingClientRect().top);
    await page.getByText("Gathering the addresses your browser offers").waitFor();
    const before = await notesTop();
    await page.getByTestId("webrtc-result").waitFor();
    // The loading state has the result's shape: the notes move by less than a line, and the
    // layout shift score (0.06 with the old two-bar skeleton) stays 0.
    expect(Math.abs((await notesTop()) - before)).toBeLessThan(24);
    expect(await layoutShiftTotal(page)).toBeLessThan(0.005);
  });

  it("is a leak when STUN saw another public address than the site saw over HTTP", async () => {
    const { page } = await openPage("/tools/webrtc-leak", {
      setup: fakePeerConnection({ candidates: [lanHost, srflx("198.51.100.4")], delay: 0 }),
    });
    await page
      .getByRole("heading", { name: "WebRTC reveals an address your connection hides" })
      .waitFor();
    const result = page.getByTestId("webrtc-result");
    expect(await result.getAttribute("data-verdict")).toBe("leak");
    // STUN saw 198.51.100.4; this site saw the loopback address over HTTP.
    expect(await result.textContent()).toContain(
      "Our STUN server saw 198.51.100.4, but this site saw 127.0.0.1 over HTTP.",
    );
    expect(await result.locator("span.font-mono").allTextContents()).toEqual([
      "198.51.100.4",
      "127.0.0.1",
      "192.168.1.20",
    ]);
    expect(await page.getByRole("button", { name: "Copy Local IP addresses" }).count()).toBe(1);
  });

  it("is not a leak when STUN and HTTP saw the same address, even with local addresses exposed", async () => {
    const { page } = await openPage("/tools/webrtc-leak", {
      setup: fakePeerConnection({ candidates: [lanHost, srflx("127.0.0.1")], delay: 0 }),
    });
    await page
      .getByRole("heading", { name: "WebRTC shows the same public address as your connection" })
      .waitFor();
    const result = page.getByTestId("webrtc-result");
    expect(await result.getAttribute("data-verdict")).toBe("safe");
    // The local address is still reported, beside the verdict.
    expect(await result.textContent()).toContain("192.168.1.20");
    expect(await result.textContent()).toContain("they are not the leak verdict");
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

  it("tells the visitor to reload when the check's code cannot load, and Try Again reloads", async () => {
    const checkChunk = /\/assets\/run-webrtc-check-[^/]+\.js$/;
    const { page } = await openPage("/tools/webrtc-leak", {
      setup: async (context) => {
        await fakePeerConnection({ candidates: [lanHost], delay: 0 })(context);
        await context.route(checkChunk, (route) => route.abort());
      },
    });
    await expectReloadAfterCodeLoadFailure(page, checkChunk, "Failed to perform WebRTC leak test.");
    await page.getByTestId("webrtc-result").waitFor();
  });

  it.each(["dark", "light"] as const)(
    "has no axe violations with a leak result (%s)",
    async (theme) => {
      const { page } = await openPage("/tools/webrtc-leak", {
        theme,
        setup: fakePeerConnection({ candidates: [lanHost, srflx("198.51.100.4")], delay: 0 }),
      });
      await page.getByTestId("webrtc-result").waitFor();
      await expectNoAxeViolations(page);
    },
  );

  it("fits a 375 px screen with a leak result", async () => {
    const { page } = await openPage("/tools/webrtc-leak", {
      viewport: { width: 375, height: 800 },
      setup: fakePeerConnection({ candidates: [lanHost, srflx("198.51.100.4")], delay: 0 }),
    });
    await page.getByTestId("webrtc-result").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });
});
