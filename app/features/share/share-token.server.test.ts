import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ConnectionReportShareSchema } from "./share-payload.server";
import type { ShareRequest } from "./share-types";
import { SHARE_LINK_DAYS, signShare, verifyShare } from "./share-token.server";

const key = randomBytes(32);
const now = new Date("2026-11-23T12:00:00Z");
const request: ShareRequest = {
  kind: "connection-report",
  result: {
    checks: [
      { id: "ip", status: "pass", findings: [] },
      { id: "ipv6", status: "leak", findings: ["ipv6-other-network"] },
      { id: "dns", status: "pass", findings: ["dns-ok"] },
      { id: "webrtc", status: "pass", findings: ["webrtc-ok"] },
      {
        id: "signals",
        status: "pass",
        findings: ["gpc-on", "dnt-on", "third-party-cookies-unknown"],
      },
    ],
    countryCode: "DE",
    network: "Example Networks GmbH",
  },
};

describe("share tokens", () => {
  it("round-trips a result and expires it after the stated days", () => {
    const { token, expiresAt } = signShare(request, key, now);
    expect(expiresAt).toBe("2026-12-23T12:00:00.000Z");
    const opened = verifyShare(token, key, now);
    expect(opened).toEqual({
      ok: true,
      result: { ...request, createdAt: now.toISOString(), expiresAt },
    });
    const later = new Date(now.getTime() + SHARE_LINK_DAYS * 86_400_000);
    expect(verifyShare(token, key, later)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a token signed with another key or changed by one byte", () => {
    const { token } = signShare(request, key, now);
    expect(verifyShare(token, randomBytes(32), now)).toEqual({ ok: false, reason: "signature" });
    const [body, signature] = token.split(".") as [string, string];
    const forged = Buffer.from(body, "base64url").toString().replace('"leak"', '"pass"');
    const tampered = `${Buffer.from(forged).toString("base64url")}.${signature}`;
    expect(verifyShare(tampered, key, now)).toEqual({ ok: false, reason: "signature" });
    expect(verifyShare("not a token", key, now)).toEqual({ ok: false, reason: "malformed" });
    expect(verifyShare(`${"a".repeat(5000)}.b`, key, now)).toEqual({
      ok: false,
      reason: "malformed",
    });
  });

  it("accepts one spelling of a signature only (base64url's last character has spare bits)", () => {
    const { token } = signShare(request, key, now);
    const [body, signature] = token.split(".") as [string, string];
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(signature.slice(-1));
    // A SHA-256 MAC is 43 characters; the last one carries 4 bits and 2 spare ones.
    const respelled = [1, 2, 3].map((spare) => alphabet[(last & ~3) | ((last + spare) & 3)]);
    for (const char of respelled) {
      const variant = `${body}.${signature.slice(0, -1)}${char}`;
      expect(Buffer.from(`${signature.slice(0, -1)}${char}`, "base64url")).toEqual(
        Buffer.from(signature, "base64url"),
      );
      expect(verifyShare(variant, key, now)).toEqual({ ok: false, reason: "signature" });
    }
  });

  it("puts no address in the token and admits none in the payload", () => {
    const { token } = signShare(request, key, now);
    const json = Buffer.from(token.split(".")[0] as string, "base64url").toString();
    expect(json).not.toMatch(/\d+\.\d+\.\d+\.\d+/);
    for (const network of [
      "ISP 203.0.113.7",
      "via 2001:db8::1",
      "fe80::1",
      // However spelled: separators, reverse DNS, one number, full width, hexadecimal.
      "ISP 192 168 1 1",
      "host-192-168-1-1.example",
      "ISP 3232235777",
      "ISP １９２．１６８．１．１",
      "ISP 192。168。1。1",
      "ISP c0a8:0101",
    ]) {
      expect(ConnectionReportShareSchema.safeParse({ ...request.result, network }).success).toBe(
        false,
      );
    }
    expect(
      ConnectionReportShareSchema.safeParse({ ...request.result, ip: "203.0.113.7" }).success,
    ).toBe(false);
    // Real network names pass.
    for (const network of [
      "Deutsche Telekom AG",
      "1&1 Versatel",
      "Cloudflare, Inc. (AS13335)",
      "Vodafone 5G",
      "NTT Communications",
    ]) {
      expect(ConnectionReportShareSchema.safeParse({ ...request.result, network }).success).toBe(
        true,
      );
    }
  });
});
