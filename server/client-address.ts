import type { Request } from "express";

/**
 * The visitor's address: the socket's peer, or the X-Forwarded-For entry TRUST_PROXY hops
 * back (Express computes `req.ip` from its "trust proxy" setting, which server/app.ts sets
 * from TRUST_PROXY), so with TRUST_PROXY=0 no header can change it. IPv4 addresses that
 * arrive IPv4-mapped on a dual-stack socket ("::ffff:203.0.113.7") are returned plain.
 */
export function clientAddress(req: Request): string {
  return normaliseAddress(req.ip ?? req.socket.remoteAddress ?? "");
}

export function normaliseAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address.toLowerCase();
}
