import { describe, expect, it, vi } from "vitest";
import { refusedTargets } from "../../../../tests/support/proxy-test-network";
import { publicUnicastPolicy } from "./address-policy.server";
import { ownAddressLookup } from "./own-addresses.server";
import { type ResolvedAddress, type Resolver, resolveChecked } from "./resolve-target.server";
import { ProxyRefusal, bareHost, checkTargetUrl } from "./target-url";

// Own addresses must be public ones: a documentation address (198.51.100.0/24) would be
// refused as such before the own-address check is ever reached.
const policy = publicUnicastPolicy(["93.184.216.77", "2606:4700::77"]);

async function verdict(host: string, resolve: Resolver) {
  try {
    return await resolveChecked(host, resolve, policy);
  } catch (error) {
    if (error instanceof ProxyRefusal) return { status: error.status, message: error.message };
    throw error;
  }
}

describe("resolveChecked with the production policy", () => {
  it.each([
    ...refusedTargets,
    "http://224.0.0.1/",
    "http://240.0.0.1/",
    "http://[fe80::1]/",
    "http://[::ffff:10.0.0.1]/",
    "http://[64:ff9b::7f00:1]/",
  ])("refuses %s without a lookup", async (raw) => {
    const resolve = vi.fn<Resolver>();
    const result = await verdict(bareHost(checkTargetUrl(raw)), resolve);
    expect(result).toMatchObject({ status: 403 });
    expect((result as { message: string }).message).toMatch(/^This address cannot be opened/);
    expect(resolve).not.toHaveBeenCalled();
  });

  it("refuses localhost names before asking DNS", async () => {
    const resolve = vi.fn<Resolver>();
    expect(await verdict("localhost", resolve)).toMatchObject({ status: 403 });
    expect(await verdict("api.localhost", resolve)).toMatchObject({ status: 403 });
    expect(resolve).not.toHaveBeenCalled();
  });

  it("answers a name that resolves where the proxy may not go exactly as one that does not resolve", async () => {
    // Told apart, the answers would map which internal names the server's resolver knows.
    const answers: Record<string, ResolvedAddress[]> = {
      "rebind.example": [{ address: "127.0.0.1", family: 4 }],
      "db.corp.example": [{ address: "10.0.0.5", family: 4 }],
      "mixed.example": [
        { address: "93.184.216.34", family: 4 },
        { address: "fd00::5", family: 6 },
      ],
      "self.example": [{ address: "93.184.216.77", family: 4 }],
      "empty.example": [],
    };
    const resolve: Resolver = async (host) => {
      const found = answers[host];
      if (!found) throw new Error("ENOTFOUND");
      return found;
    };
    for (const host of [...Object.keys(answers), "nx.example"]) {
      expect(await verdict(host, resolve)).toEqual({
        status: 502,
        message: `The site ${host} could not be found on the public internet.`,
      });
    }
  });

  it("names the reason for an address typed in full, which tells the visitor nothing new", async () => {
    expect(await verdict("10.0.0.5", vi.fn())).toEqual({
      status: 403,
      message:
        "This address cannot be opened through the proxy: 10.0.0.5 is a private network address.",
    });
    expect(await verdict("2606:4700:0::77", vi.fn())).toEqual({
      status: 403,
      message:
        "This address cannot be opened through the proxy: 2606:4700:0::77 is this server's own address.",
    });
  });

  it("refuses SITE_URL's resolved addresses and PROXY_OWN_ADDRESSES, whatever the policy", async () => {
    const resolve: Resolver = async (host) =>
      host === "umbra.example" ? [{ address: "93.184.216.80", family: 4 }] : [];
    const own = await ownAddressLookup(["umbra.example"], ["2001:4860::9"], resolve).current();
    const admitAll = () => ({ allowed: true }) as const;
    const mirror = async () => [{ address: "93.184.216.80", family: 4 as const }];
    await expect(resolveChecked("mirror.example", mirror, admitAll, own)).rejects.toThrow(
      "The site mirror.example could not be found on the public internet.",
    );
    await expect(resolveChecked("2001:4860:0:0::9", vi.fn(), admitAll, own)).rejects.toThrow(
      "this server's own address",
    );
  });

  it("returns the checked public address to connect to", async () => {
    expect(
      await verdict("example.com", async () => [{ address: "93.184.216.34", family: 4 }]),
    ).toEqual({
      address: "93.184.216.34",
      family: 4,
    });
    expect(await verdict("2606:4700::1", vi.fn())).toEqual({ address: "2606:4700::1", family: 6 });
  });
});
