import { describe, expect, it } from "vitest";
import { parseIp } from "~/lib/net/ip-address";
import { buildAsnTable } from "./asn-table";

const ipv4 = [
  '16777216,16777471,13335,"Cloudflare, Inc."',
  "134744064,134744319,15169,Google LLC",
  // The published data has names ending in a space (56 of them).
  '167772160,167772415,64512,"LAKENETWORKS "',
  // Overlapping rows, as the published data has one: the later range wins.
  "3596550144,3607166975,749,United States Department of Defense (DoD)",
  "3607101440,3607167999,721,DoD Network Information Center",
  "garbage line",
  "",
].join("\r\n");
const ipv6 = [
  // 2001:4860::/32
  "42541956101370907050197289607612071936,42541956180599069564461627201156022271,15169,Google LLC",
  '42540528726795050063891204319802818560,42540528727329395276160870415022948351,2500,"WIDE ""Project"""',
].join("\n");

const lookup = async (address: string) =>
  (await buildAsnTable(ipv4, ipv6)).lookup(parseIp(address)!);

describe("buildAsnTable", () => {
  it("finds the AS of IPv4 addresses at, inside and at the ends of ranges", async () => {
    const table = await buildAsnTable(ipv4, ipv6);
    expect(table.size).toBe(7);
    expect(table.lookup(parseIp("1.0.0.0")!)).toEqual({ asn: 13335, org: "Cloudflare, Inc." });
    expect(table.lookup(parseIp("1.0.0.255")!)?.asn).toBe(13335);
    expect(table.lookup(parseIp("8.8.8.8")!)).toEqual({ asn: 15169, org: "Google LLC" });
  });

  it("answers null between and outside ranges", async () => {
    expect(await lookup("1.0.1.0")).toBeNull();
    expect(await lookup("0.255.255.255")).toBeNull();
    expect(await lookup("255.255.255.255")).toBeNull();
  });

  it("resolves an overlap in favour of the later range", async () => {
    expect((await lookup("214.255.0.0"))?.asn).toBe(749);
    expect((await lookup("215.0.0.0"))?.asn).toBe(721);
    expect((await lookup("215.1.3.255"))?.asn).toBe(721);
  });

  it("knows its network names exactly as lookups give them", async () => {
    const table = await buildAsnTable(ipv4, ipv6);
    for (const org of ["Cloudflare, Inc.", 'WIDE "Project"', "Google LLC"]) {
      expect(table.hasOrg(org), org).toBe(true);
    }
    for (const org of ["Cloudflare", "google llc", '"Cloudflare, Inc."', ""]) {
      expect(table.hasOrg(org), org).toBe(false);
    }
  });

  it("gives and knows a name without the spaces around it", async () => {
    // The page trims a name before sharing it: the untrimmed one made the share fail (400).
    const table = await buildAsnTable(ipv4, ipv6);
    expect(table.lookup(parseIp("10.0.0.1")!)).toEqual({ asn: 64512, org: "LAKENETWORKS" });
    expect(table.hasOrg("LAKENETWORKS")).toBe(true);
  });

  it("finds IPv6 addresses and unquotes names", async () => {
    expect(await lookup("2001:4860:4860::8888")).toEqual({ asn: 15169, org: "Google LLC" });
    expect(await lookup("2001:200::1")).toEqual({ asn: 2500, org: 'WIDE "Project"' });
    expect(await lookup("2001:4861::1")).toBeNull();
    expect(await lookup("::1")).toBeNull();
  });

  it("sorts rows that arrive out of order, and cuts overlapping IPv6 ranges short", async () => {
    const shuffled = [
      "134744064,134744319,15169,Google LLC",
      "16777216,16777471,13335,Cloudflare",
    ].join("\n");
    const v6 = [
      // 2001:db8::/32 then 2001:db8:1::/48 inside it: the later range wins where they overlap.
      `${0x20010db8n << 96n},${(0x20010db8n << 96n) + (1n << 96n) - 1n},64500,Outer`,
      `${(0x20010db8n << 96n) + (1n << 80n)},${(0x20010db8n << 96n) + (2n << 80n) - 1n},64501,Inner`,
    ].join("\n");
    const table = await buildAsnTable(shuffled, v6);
    expect(table.lookup(parseIp("1.0.0.1")!)?.asn).toBe(13335);
    expect(table.lookup(parseIp("8.8.8.8")!)?.asn).toBe(15169);
    expect(table.lookup(parseIp("2001:db8::1")!)?.asn).toBe(64500);
    expect(table.lookup(parseIp("2001:db8:1::1")!)?.asn).toBe(64501);
    expect(table.lookup(parseIp("2001:db8:0:ffff:ffff:ffff:ffff:ffff")!)?.asn).toBe(64500);
  });
});
