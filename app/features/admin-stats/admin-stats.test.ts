import { describe, expect, it } from "vitest";
import { dashboardFigures } from "./admin-stats";

describe("dashboardFigures", () => {
  it("adds the published items to totalContent, as the spec defines Total Content", () => {
    const figures = dashboardFigures(
      {
        totalContent: 7,
        published: 3,
        drafts: 4,
        scheduled: 2,
        activeAutomations: 1,
      },
      1234,
    );
    expect(figures).toEqual({
      totalContent: 10,
      totalContentParts: { items: 7, published: 3 },
      scheduled: 2,
      activeAutomations: 1,
      pageViews: 1234,
    });
  });

  it("counts a missing answer or missing fields as 0", () => {
    expect(dashboardFigures(null)).toMatchObject({
      totalContent: 0,
      scheduled: 0,
      activeAutomations: 0,
      pageViews: 0,
    });
    expect(dashboardFigures({ published: 2 }).totalContent).toBe(2);
  });
});
