import type { Env } from "~/config/env.server";
import type { GeoLocator } from "~/lib/geo/geolocation.server";
import { describeAddress } from "~/lib/geo/ip-info.server";
import type { ProbeAnswer } from "./address-families";

/** GET /api/ip/probes: the probe origins, read at start so a change needs no rebuild of the pages. */
export function probeOrigins(env: Pick<Env, "IPV4_PROBE_URL" | "IPV6_PROBE_URL">) {
  return { v4: env.IPV4_PROBE_URL ?? null, v6: env.IPV6_PROBE_URL ?? null };
}

export type ProbeOrigins = ReturnType<typeof probeOrigins>;

/** GET /api/ip/probe: the address the request came from, described, and its family. */
export async function probeAnswer(address: string, geo: GeoLocator): Promise<ProbeAnswer> {
  const info = await describeAddress(address, geo);
  return { ...info, family: address.includes(":") ? 6 : 4 };
}
