/**
 * The canonical text of a client address: IPv4-mapped IPv6 ("::ffff:127.0.0.1", as a
 * dual-stack socket reports IPv4 peers) becomes plain IPv4, a zone id ("fe80::1%eth0") is
 * dropped and IPv6 is lower-cased, so one client always has one spelling (for rate-limit
 * keys, trusted-address checks and logs).
 */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed);
  if (mapped?.[1]) return mapped[1];
  const zone = trimmed.indexOf("%");
  return zone === -1 ? trimmed : trimmed.slice(0, zone);
}
