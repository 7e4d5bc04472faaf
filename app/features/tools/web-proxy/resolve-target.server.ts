import { canonicalIp, parseIp } from "~/lib/net/ip-address";
import type { AddressPolicy } from "./address-policy.server";
import { ProxyRefusal } from "./target-url";

export type ResolvedAddress = { address: string; family: 4 | 6 };

/**
 * Name to addresses: the asynchronous DNS resolver in production (dns-resolver.server.ts),
 * a stub in tests. The signal aborts the lookup when the visitor hangs up.
 */
export type Resolver = (hostname: string, signal?: AbortSignal) => Promise<ResolvedAddress[]>;

function refuse(reason: string): never {
  throw new ProxyRefusal(403, `This address cannot be opened through the proxy: ${reason}.`);
}

/**
 * One answer for a name that does not resolve and a name that resolves where the proxy may
 * not go (a private, loopback or our own address): told apart, they let anyone map which
 * internal names the server's resolver knows ("db.corp" 403, "nothing.corp" 502).
 */
function notOnPublicInternet(host: string): never {
  throw new ProxyRefusal(502, `The site ${host} could not be found on the public internet.`);
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
  ownAddresses: ReadonlySet<string> = new Set(),
  signal?: AbortSignal,
): Promise<ResolvedAddress> {
  const own = (address: string) => ownAddresses.has(canonicalIp(address) ?? address);
  const literal = parseIp(host);
  if (literal) {
    const verdict = policy(host);
    if (!verdict.allowed) refuse(verdict.reason);
    if (own(host)) refuse(`${host} is this server's own address`);
    return { address: host, family: literal.version };
  }
  if (host === "localhost" || host.endsWith(".localhost")) refuse(`${host} is this machine`);
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(host, signal);
  } catch (error) {
    if (error instanceof ProxyRefusal) throw error;
    notOnPublicInternet(host);
  }
  if (addresses.length === 0) notOnPublicInternet(host);
  for (const { address } of addresses) {
    if (!policy(address).allowed || own(address)) notOnPublicInternet(host);
  }
  return addresses[0] as ResolvedAddress;
}
