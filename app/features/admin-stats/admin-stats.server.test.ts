import { describe, expect, it } from "vitest";
import { collectAdminStats } from "./admin-stats.server";

const now = new Date("2026-05-01T12:00:00Z");

describe("collectAdminStats", () => {
  it("combines the content and automation counters into the stats answer", async () => {
    let askedAt: Date | undefined;
    const stats = await collectAdminStats(
      {
        contentCounts: async (at) => {
          askedAt = at;
          return { totalContent: 9, published: 5, drafts: 4, scheduled: 2 };
        },
        activeAutomations: async () => 3,
      },
      now,
    );
    expect(stats).toEqual({
      totalContent: 9,
      published: 5,
      drafts: 4,
      scheduled: 2,
      activeAutomations: 3,
    });
    expect(askedAt).toEqual(now);
  });
});
