import { describe, expect, it } from "vitest";
import { GeoUnavailableError, type GeoLocator } from "~/lib/geo/geolocation.server";
import type { GeoRecord } from "~/lib/geo/ip-info";
import { emptyGeoRecord } from "~/lib/geo/ip-info.server";
import { latencyContext } from "./latency-context.server";

const record = (change: Partial<GeoRecord>): GeoRecord => ({ ...emptyGeoRecord, ...change });
const locator = (answer: GeoRecord | Error): GeoLocator => ({
  isNetworkName: async () => false,
  lookup: async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  },
});
const endpoints = { london: "https://lon.example/ping" };

describe("latencyContext", () => {
  it("places a located visitor on the map and names the place", async () => {
    const geo = locator(
      record({ city: "New York", country: "United States", latitude: 40.7, longitude: -74 }),
    );
    const context = await latencyContext("8.8.8.8", geo, endpoints);
    expect(context.endpoints).toBe(endpoints);
    expect(context.position).toMatchObject({
      latitude: 40.7,
      longitude: -74,
      place: "New York, United States",
    });
    expect(context.position?.x).toBeGreaterThan(0);
  });

  it("has no position without coordinates, for an address that is not public, or without the database", async () => {
    expect((await latencyContext("8.8.8.8", locator(record({})), {})).position).toBeNull();
    const located = locator(record({ latitude: 1, longitude: 2 }));
    expect((await latencyContext("192.168.1.2", located, {})).position).toBeNull();
    const missing = locator(new GeoUnavailableError("no city database"));
    expect((await latencyContext("8.8.8.8", missing, {})).position).toBeNull();
  });

  it("lets other lookup failures through", async () => {
    await expect(latencyContext("8.8.8.8", locator(new Error("disk")), {})).rejects.toThrow("disk");
  });
});
