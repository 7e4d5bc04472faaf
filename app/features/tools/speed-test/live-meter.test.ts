import { describe, expect, it } from "vitest";
import { LiveMeter } from "./live-meter";

describe("LiveMeter", () => {
  it("reports the rate over the last second only", () => {
    const meter = new LiveMeter(1000);
    expect(meter.mbps(0)).toBe(0);
    for (let t = 0; t <= 2000; t += 100) meter.add(125_000, t); // 10 Mbps for 2 s
    expect(meter.mbps(2000)).toBeCloseTo(11, 0); // 11 events in the 1 s window
    for (let t = 2100; t <= 3000; t += 100) meter.add(1_250_000, t); // then 100 Mbps
    expect(meter.mbps(3000)).toBeGreaterThan(90);
    meter.reset();
    expect(meter.mbps(3000)).toBe(0);
  });
});
