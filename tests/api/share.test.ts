import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signingKeys } from "~/db/schema";
import { shareableNetworkName } from "~/features/share/public";
import { startTestServer, type TestServer } from "./test-server";

const json = { "Content-Type": "application/json" };
const report = {
  kind: "connection-report",
  result: {
    checks: [
      { id: "ip", status: "pass", findings: [] },
      { id: "ipv6", status: "pass", findings: ["same-network"] },
      { id: "dns", status: "leak", findings: ["dns-multiple-resolvers"] },
      { id: "webrtc", status: "pass", findings: ["webrtc-ok"] },
      {
        id: "signals",
        status: "pass",
        findings: ["gpc-on", "dnt-on", "third-party-cookies-unknown"],
      },
    ],
    countryCode: "DE",
    // A name the provider database (the installed ASN CSV) holds, as the report shows it.
    network: "Deutsche Telekom AG",
  },
};

describe("share links (POST /api/share, POST /api/share/open)", () => {
  let server: TestServer;
  let now = new Date("2026-11-23T12:00:00Z");
  beforeAll(async () => {
    server = await startTestServer({ TOOLS_RATE_LIMIT: "1000" }, { clock: () => now });
  });
  afterAll(async () => {
    await server?.close();
  });

  const post = (path: string, body: unknown) =>
    server.fetch(path, { method: "POST", headers: json, body: JSON.stringify(body) });
  const share = async (body: unknown) => {
    const response = await post("/api/share", body);
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };

  it("signs a result, opens it read-only, and stores nothing", async () => {
    const made = await share(report);
    expect(made.status).toBe(201);
    expect(made.body.expiresAt).toBe("2026-12-23T12:00:00.000Z");
    const opened = await post("/api/share/open", { token: made.body.token });
    expect(opened.status).toBe(200);
    expect(await opened.json()).toEqual({
      ...report,
      createdAt: "2026-11-23T12:00:00.000Z",
      expiresAt: "2026-12-23T12:00:00.000Z",
    });
    // One row: the signing key. No record of the share itself anywhere.
    const keys = await server.database.db.select().from(signingKeys);
    expect(keys.map((row) => row.purpose)).toEqual(["share-links"]);
  });

  it("refuses results carrying addresses or unknown fields, and says why", async () => {
    const withIp = await share({ ...report, result: { ...report.result, ip: "203.0.113.7" } });
    expect(withIp.status).toBe(400);
    expect(withIp.body.message).toBe("This result cannot be shared");
    const inName = await share({
      ...report,
      result: { ...report.result, network: "ISP 203.0.113.7" },
    });
    expect(inName.status).toBe(400);
    const freeText = await share({
      ...report,
      result: { ...report.result, checks: [{ id: "dns", status: "leak", findings: ["8.8.8.8"] }] },
    });
    expect(freeText.status).toBe(400);
    expect((await share({ kind: "admin", result: {} })).status).toBe(400);
  });

  it("carries only a network name the IP database holds, never a sentence of the sharer's", async () => {
    for (const network of [
      "URGENT: VPN compromised - reinstall from umbra-fix.example",
      "Deutsche Telekom",
      "deutsche telekom ag",
    ]) {
      const lure = await share({ ...report, result: { ...report.result, network } });
      expect(lure.status, network).toBe(400);
      expect(lure.body.message).toBe("This network name is not one the IP database knows");
    }
    expect((await share({ ...report, result: { ...report.result, network: null } })).status).toBe(
      201,
    );
  });

  it("carries any network name as the report shows it, long or ending in a space", async () => {
    // 138 names in the database are longer than 80 characters and 56 end in a space; the page
    // cut the first short and trimmed the second, and the server refused both as unknown, so
    // visitors on those networks could not share a report at all.
    for (const network of [
      "Ministry of Communications and Information Technology - Ministry of Communications and Information Technology",
      shareableNetworkName("LAKENETWORKS "),
    ]) {
      const made = await share({ ...report, result: { ...report.result, network } });
      expect(made.status, String(network)).toBe(201);
      const opened = await post("/api/share/open", { token: made.body.token });
      expect(((await opened.json()) as typeof report).result.network).toBe(network);
    }
  });

  it("carries only finding codes the report words, never words of the sharer's", async () => {
    // The shared page shows a code it has no wording for as it is: any 40 letters, digits
    // and dashes would be a sentence of the sharer's beside the verdict on our domain.
    for (const code of ["vpn-hacked-reinstall-from-umbrafix-com", "constructor"]) {
      const lure = await share({
        ...report,
        result: { ...report.result, checks: [{ id: "dns", status: "leak", findings: [code] }] },
      });
      expect(lure.status, code).toBe(400);
      expect(lure.body.message).toBe("This result cannot be shared");
    }
  });

  it("holds each of the report's checks once, so the shared view never contradicts itself", async () => {
    const [ip, , dns] = report.result.checks;
    // One check: the shared page said "Protected" above four cards still "Waiting". The same
    // check twice: "Leaking: IP address & location" above an IP card saying "OK".
    for (const checks of [
      [ip],
      [
        { id: "ip", status: "leak", findings: ["ip-failed"] },
        ...report.result.checks.slice(1, 4),
        ip,
      ],
      report.result.checks.map((check) => (check.id === "webrtc" ? dns : check)),
      [{ ...ip, findings: ["ip-not-public", "ip-not-public"] }, ...report.result.checks.slice(1)],
    ]) {
      const refused = await share({ ...report, result: { ...report.result, checks } });
      expect(refused.status, JSON.stringify(checks)).toBe(400);
      expect(refused.body.message).toBe("This result cannot be shared");
    }
  });

  it("holds each check's status with the findings that give it, as the report makes them", async () => {
    const replaced = (check: { id: string; status: string; findings: string[] }) => ({
      ...report,
      result: {
        ...report.result,
        checks: report.result.checks.map((each) => (each.id === check.id ? check : each)),
      },
    });
    // Each was signed and shown: "Protected" above an IPv6 card saying "IPv6 leaks outside the
    // VPN", an "OK" DNS card telling the reader to turn on leak protection, another check's
    // finding under a card, or a card with a status and nothing to say why.
    for (const check of [
      { id: "ipv6", status: "pass", findings: ["ipv6-other-network"] },
      { id: "dns", status: "pass", findings: ["dns-outside-vpn-ranges"] },
      { id: "dns", status: "leak", findings: ["dns-ok"] },
      { id: "ip", status: "leak", findings: ["webrtc-leak"] },
      { id: "dns", status: "pass", findings: [] },
      { id: "webrtc", status: "pass", findings: ["webrtc-ok", "dns-ok"] },
      {
        id: "signals",
        status: "leak",
        findings: ["gpc-on", "dnt-on", "third-party-cookies-unknown"],
      },
      {
        id: "signals",
        status: "pass",
        findings: ["gpc-off", "dnt-on", "third-party-cookies-unknown"],
      },
      { id: "signals", status: "pass", findings: ["gpc-on", "gpc-off", "dnt-on"] },
    ]) {
      const refused = await share(replaced(check));
      expect(refused.status, JSON.stringify(check)).toBe(400);
      expect(refused.body.message).toBe("This result cannot be shared");
    }
    // What the report does make passes, in any order of its findings.
    for (const check of [
      { id: "ip", status: "unknown", findings: ["ip-not-public"] },
      { id: "dns", status: "leak", findings: ["dns-outside-vpn-ranges", "dns-multiple-resolvers"] },
      { id: "webrtc", status: "warn", findings: ["webrtc-unverified", "webrtc-local-exposed"] },
      {
        id: "signals",
        status: "warn",
        findings: ["gpc-off", "dnt-off", "third-party-cookies-unknown"],
      },
    ]) {
      expect((await share(replaced(check))).status, JSON.stringify(check)).toBe(201);
    }
  });

  it("carries only a country the page can name, and only the speed test's own regions, once each", async () => {
    // The shared page shows these codes where the report named a country or a test region.
    for (const countryCode of ["ZZ", "XX", "AA", "de"]) {
      const refused = await share({ ...report, result: { ...report.result, countryCode } });
      expect(refused.status, countryCode).toBe(400);
    }
    expect(
      (await share({ ...report, result: { ...report.result, countryCode: "XK" } })).status,
    ).toBe(201);
    const region = (code: string) => ({
      code,
      ping: 12,
      jitter: 1,
      download: 90,
      upload: 40,
      streams: 4,
    });
    const speed = (codes: string[]) =>
      share({ kind: "speed-test", result: { regions: codes.map(region) } });
    expect((await speed(["SG", "GB"])).status).toBe(201);
    // An unknown code was shown raw as a region's name; a repeated one drew two cards with one key.
    for (const codes of [["ZZ"], ["EUR"], ["SG", "SG"], ["SG", "US", "GB", "JP", "AU", "SG"]]) {
      const refused = await speed(codes);
      expect(refused.status, codes.join()).toBe(400);
      expect(refused.body.message).toBe("This result cannot be shared");
    }
  });

  it("refuses a forged, damaged or expired link with a 4xx, never a 500", async () => {
    const { body } = await share(report);
    const [payload, signature] = body.token!.split(".") as [string, string];
    const forgedPayload = Buffer.from(
      Buffer.from(payload, "base64url").toString().replace('"leak"', '"pass"'),
    ).toString("base64url");
    const forged = await post("/api/share/open", { token: `${forgedPayload}.${signature}` });
    expect(forged.status).toBe(400);
    const changed = "This share link was not made by this site, or it was changed.";
    expect(await forged.json()).toEqual({
      message: changed,
      issues: [{ path: ["token"], code: "custom", message: changed }],
    });
    expect((await post("/api/share/open", { token: "garbage" })).status).toBe(400);
    expect((await post("/api/share/open", { token: "x".repeat(10_000) })).status).toBe(400);
    expect((await post("/api/share/open", { token: 42 })).status).toBe(400);
    now = new Date("2026-12-24T12:00:00Z");
    const expired = await post("/api/share/open", { token: body.token });
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual({ message: "This share link has expired." });
    now = new Date("2026-11-23T12:00:00Z");
  });

  it("refuses hostile bodies with a 4xx and signs exactly what it checked", async () => {
    const raw = (body: string, type = "application/json") =>
      server.fetch("/api/share", { method: "POST", headers: { "Content-Type": type }, body });
    const reportJson = JSON.stringify(report);
    // Too big, not JSON, not declared as JSON, nested deep: refused before any work.
    expect((await raw(`{"pad":"${"x".repeat(110_000)}"}`)).status).toBe(413);
    expect((await raw("{")).status).toBe(400);
    // A form can post text/plain across sites: the CSRF guard refuses any body but JSON.
    expect((await raw(reportJson, "text/plain")).status).toBe(403);
    expect((await raw(`${"[".repeat(5000)}${"]".repeat(5000)}`)).status).toBe(400);
    // A key that names the prototype is an unknown field, not a way into one.
    const proto = await raw(
      reportJson.replace('"checks"', '"__proto__":{"ip":"1.2.3.4"},"checks"'),
    );
    expect(proto.status).toBe(400);
    // A duplicated key: JSON.parse keeps the last, and the link holds what was checked, not the first.
    const duplicated = reportJson.replace(
      '"countryCode":"DE"',
      '"countryCode":"ZZ","countryCode":"AT"',
    );
    const made = (await (await raw(duplicated)).json()) as { token: string };
    const opened = await post("/api/share/open", { token: made.token });
    expect(((await opened.json()) as typeof report).result.countryCode).toBe("AT");
    // Network names the database does not hold exactly: invisible, bidi and combining marks,
    // another normal form, a lone surrogate.
    for (const network of [
      "Deutsche Telekom AG\u200b",
      "\u202eGA mokeleT ehcstueD",
      "Deutsche Telekom AG\u0301",
      "Deutsche Telekom AG\ud800",
    ]) {
      const response = await raw(reportJson.replace('"Deutsche Telekom AG"', `"${network}"`));
      expect(response.status, network).toBe(400);
    }
    // Numbers at the edges of a speed test.
    const speed = (figures: Record<string, unknown>) =>
      share({
        kind: "speed-test",
        result: {
          regions: [
            { code: "SG", ping: 12, jitter: 1, download: 90, upload: 40, streams: 4, ...figures },
          ],
        },
      });
    for (const figures of [
      { download: 1e308 },
      { upload: -1 },
      { ping: "12" },
      { streams: 2 ** 53 + 2 },
      { streams: 1.5 },
      { jitter: null },
    ]) {
      expect((await speed(figures)).status, JSON.stringify(figures)).toBe(400);
    }
    const negativeZero = await raw(
      JSON.stringify({
        kind: "speed-test",
        result: {
          regions: [{ code: "SG", ping: 12, jitter: 1, download: 90, upload: 40, streams: 4 }],
        },
      }).replace('"jitter":1', '"jitter":-0'),
    );
    expect(negativeZero.status).toBe(201);
  });

  it("opens a token only as it was made, by POST, and answers uncacheable", async () => {
    const { body } = await share(report);
    const token = body.token!;
    for (const variant of [
      token.toUpperCase(),
      `${token}=`,
      ` ${token}`,
      `${token}\n`,
      // Percent-encoded, a character the token always has (a "-" it may not have: that variant
      // was the token itself now and then, and opened).
      `%${token.charCodeAt(0).toString(16).toUpperCase()}${token.slice(1)}`,
      token.replace(".", "%2E"),
    ]) {
      expect(variant).not.toBe(token);
      const response = await post("/api/share/open", { token: variant });
      expect(response.status, variant).toBe(400);
    }
    expect((await post("/api/share/open", { token: [token] })).status).toBe(400);
    expect((await post("/api/share/open", { token, extra: 1 })).status).toBe(400);
    const opened = await post("/api/share/open", { token });
    expect(opened.status).toBe(200);
    expect(opened.headers.get("cache-control")).toBe("no-store");
    for (const method of ["GET", "HEAD"]) {
      const response = await server.fetch(`/api/share/open?token=${token}`, { method });
      expect(response.status, method).toBeGreaterThanOrEqual(400);
      expect(response.status, method).toBeLessThan(500);
    }
  });

  it("refuses a cross-site request to make a link (CSRF guard)", async () => {
    const response = await server.fetch("/api/share", {
      method: "POST",
      headers: { ...json, Origin: "https://evil.example" },
      body: JSON.stringify(report),
    });
    expect(response.status).toBe(403);
  });
});

describe("share links' rate limits (decision 031)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TOOLS_RATE_LIMIT: "2", TRUST_PROXY: "loopback" });
  });
  afterAll(async () => {
    await server?.close();
  });

  const make = (from: string) =>
    server.fetch("/api/share", {
      method: "POST",
      headers: { ...json, "x-forwarded-for": from },
      body: JSON.stringify(report),
    });

  it("counts making and opening per client (/64), and a /48 as sixteen clients", async () => {
    const made = (await (await make("2001:db8:1:1::1")).json()) as { token: string };
    const open = await server.fetch("/api/share/open", {
      method: "POST",
      headers: { ...json, "x-forwarded-for": "2001:db8:1:1::2" },
      body: JSON.stringify({ token: made.token }),
    });
    expect(open.status).toBe(200);
    const third = await make("2001:db8:1:1::3");
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
    // Fifteen more /64s of the same /48 use up its sixteen clients' worth (32 requests).
    for (let i = 2; i <= 16; i++) {
      for (const n of [1, 2]) {
        expect((await make(`2001:db8:1:${i.toString(16)}::${n}`)).status, `/64 ${i}`).toBe(201);
      }
    }
    const network = await make("2001:db8:1:99::1");
    expect(network.status).toBe(429);
    expect(((await network.json()) as { message: string }).message).toMatch(/from your network/);
    expect((await make("2001:db8:2::1")).status).toBe(201);
  });
});
