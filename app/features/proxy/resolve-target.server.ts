import { lookup } from "node:dns/promises";
import { parseIp } from "~/features/net/ip-address";
import type { AddressPolicy } from "./address-policy.server";
import { ProxyRefusal } from "./target-url";

export type ResolvedAddress = { address: string; family: 4 | 6 };

/** Name to addresses; the system resolver in production, a stub in tests. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) => {
  const found = await lookup(hostname, { all: true, verbatim: true });
  return found.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));
};

function refuse(host: string, reason: string): never {
  throw new ProxyRefusal(403, `This address cannot be opened through the proxy: ${reason}.`);
}

/**
 * Resolves `host` once and returns the address to connect to, or refuses: every address
 * the name has must pass the policy (a name with one private address among public ones
 * is refused, so no answer order can sneak it in). The caller connects to exactly this
 * address, so a second lookup (DNS rebinding) never happens.
 */
export async function resolveChecked(
  host: string,
  resolve: Resolver,
  policy: AddressPolicy,
): Promise<ResolvedAddress> {
  const literal = parseIp(host);
  if (literal) {
    const verdict = policy(host);
    if (!verdict.allowed) refuse(host, verdict.reason);
    return { address: host, family: literal.version };
  }
  if (host === "localhost" || host.endsWith(".localhost")) refuse(host, `${host} is this machine`);
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(host);
  } catch {
    throw new ProxyRefusal(502, `The site ${host} could not be found.`);
  }
  if (addresses.length === 0) throw new ProxyRefusal(502, `The site ${host} could not be found.`);
  for (const { address } of addresses) {
    const verdict = policy(address);
    if (!verdict.allowed)
      refuse(host, `${host} resolves to ${verdict.reason.replace(/^\S+ is /, "")}`);
  }
  return addresses[0] as ResolvedAddress;
}
