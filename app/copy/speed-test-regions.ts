import { type RegionCode, regionCodes } from "../config/tool-keys";

export { type RegionCode, regionCodes };

/** The speed test's regions, in the order a run measures them (that of `regionCodes`). */
export const speedTestRegions = [
  { code: "SG", name: "Singapore" },
  { code: "US", name: "United States" },
  { code: "GB", name: "United Kingdom" },
  { code: "JP", name: "Japan" },
  { code: "AU", name: "Australia" },
] as const satisfies readonly { code: RegionCode; name: string }[];

/** One region's test server as GET /api/speedtest/servers reports it. */
export type SpeedTestServer = {
  code: RegionCode;
  name: string;
  /** Base URL of the server that answers /api/speedtest/*; "" is this site itself. */
  testServer: string;
};

/** Limits both the server and the measuring code respect. */
export const speedTestLimits = {
  /** Largest download one request may ask for, and largest upload body accepted. */
  maxBytes: 25_000_000,
} as const;
