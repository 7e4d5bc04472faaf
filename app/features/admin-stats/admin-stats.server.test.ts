import { describe, expect, it } from "vitest";
import type { Database } from "~/db/database";
import { adminStatsSources, collectAdminStats } from "./admin-stats.server";

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

  it("counts zero everywhere while the content and automation tables do not exist", async () => {
    const stats = await collectAdminStats(adminStatsSources({} as Database), now);
    expect(stats).toEqual({
      totalContent: 0,
      published: 0,
      drafts: 0,
      scheduled: 0,
      activeAutomations: 0,
    });
  });
});
