import { describe, expect, it } from "vitest";
import type { ProxyStats } from "./proxy-types";
import { statsView } from "./use-proxy-data";

const stats = { countriesCount: 3 } as ProxyStats;

describe("statsView", () => {
  it("shows the loading state until the first answer", () => {
    expect(statsView({ status: "running" })).toEqual({ status: "loading" });
  });

  it("keeps the last stats on screen while they refresh and when a refresh fails", () => {
    expect(statsView({ status: "done", value: stats })).toEqual({ status: "done", stats });
    expect(statsView({ status: "running", partial: stats })).toEqual({ status: "done", stats });
    expect(statsView({ status: "error", error: new Error("x"), partial: stats })).toEqual({
      status: "done",
      stats,
    });
  });

  it("shows the error line when nothing loaded, also while it tries again", () => {
    expect(statsView({ status: "error", error: new Error("x") })).toEqual({ status: "error" });
    expect(statsView({ status: "running", partial: null })).toEqual({ status: "error" });
  });
});
