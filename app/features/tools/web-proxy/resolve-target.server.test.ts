import { describe, expect, it, vi } from "vitest";
import { refusedTargets } from "../../../../tests/support/proxy-test-network";
import { publicUnicastPolicy } from "./address-policy.server";
import { ownAddressLookup } from "./own-addresses.server";
import { type Resolver, resolveChecked } from "./resolve-target.server";
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

  it("refuses a name that resolves to loopback, naming the kind", async () => {
    const result = await verdict("rebind.example", async () => [
      { address: "127.0.0.1", family: 4 },
    ]);
    expect(result).toEqual({
      status: 403,
      message:
        "This address cannot be opened through the proxy: rebind.example resolves to a loopback address.",
    });
  });

  it("refuses a name with one private address among public ones", async () => {
    const result = await verdict("mixed.example", async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "10.0.0.5", family: 4 },
    ]);
    expect(result).toMatchObject({ status: 403 });
  });

  it("refuses the server's own public addresses", async () => {
    expect(
      await verdict("self.example", async () => [{ address: "93.184.216.77", family: 4 }]),
    ).toEqual({
      status: 403,
      message:
        "This address cannot be opened through the proxy: self.example resolves to this server's own address.",
    });
    expect(await verdict("2606:4700:0::77", vi.fn())).toMatchObject({ status: 403 });
  });

  it("refuses SITE_URL's resolved addresses and PROXY_OWN_ADDRESSES, whatever the policy", async () => {
    const resolve: Resolver = async (host) =>
      host === "umbra.example" ? [{ address: "93.184.216.80", family: 4 }] : [];
    const own = await ownAddressLookup(["umbra.example"], ["2001:4860::9"], resolve).current();
    const admitAll = () => ({ allowed: true }) as const;
    const mirror = async () => [{ address: "93.184.216.80", family: 4 as const }];
    await expect(resolveChecked("mirror.example", mirror, admitAll, own)).rejects.toThrow(
      "mirror.example resolves to this server's own address",
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

  it("answers 502 for a name that does not resolve", async () => {
    expect(
      await verdict("nx.example", async () => {
        throw new Error("ENOTFOUND");
      }),
    ).toEqual({ status: 502, message: "The site nx.example could not be found." });
    expect(await verdict("empty.example", async () => [])).toMatchObject({ status: 502 });
  });
});
