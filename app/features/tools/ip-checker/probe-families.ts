import { apiGet } from "~/lib/api-client/api-client";
import { isIpInfo } from "~/lib/geo/ip-info";
import type { FamilyProbe, ProbeAnswer } from "./address-families";
import type { ProbeOrigins } from "./ip-probe.server";

/** One family's probe: a browser without a route in that family fails to connect (or times out). */
export async function probeFamily(
  origin: string | null,
  family: 4 | 6,
  options: { fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<FamilyProbe> {
  if (!origin) return { status: "unconfigured" };
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  try {
    const response = await doFetch(`${origin}/api/ip/probe`, {
      cache: "no-store",
      credentials: "omit",
      signal: AbortSignal.timeout(options.timeoutMs ?? 6000),
    });
    // An answer of any status came over this family: it works, whatever the error was.
    if (!response.ok) return { status: "failed" };
    const info: unknown = await response.json();
    // Checked, not cast (decision 032): an answer without the fields the comparison reads came
    // over this family but says nothing of it. Two without an AS number compared as one network.
    if (!isIpInfo(info)) return { status: "failed" };
    // A host name that also resolves in the other family would check nothing.
    return (info as Partial<ProbeAnswer>).family === family
      ? { status: "reached", info: info as ProbeAnswer }
      : { status: "unreachable" };
  } catch {
    return { status: "unreachable" };
  }
}

/** Both families at once, with the probe origins the server names. */
export async function probeBothFamilies(): Promise<{ v4: FamilyProbe; v6: FamilyProbe }> {
  const origins = await apiGet<ProbeOrigins>("/api/ip/probes");
  const [v4, v6] = await Promise.all([probeFamily(origins.v4, 4), probeFamily(origins.v6, 6)]);
  return { v4, v6 };
}
