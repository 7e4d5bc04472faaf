import { renderToString } from "react-dom/server";
import { RouterProvider, createMemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { plans } from "~/copy/plans";
import { LazyPlanSelector, preloadPlanSelector } from "./plan-selector-lazy";

describe("LazyPlanSelector", () => {
  it("renders the whole selector on the server once preloaded, not its fallback", async () => {
    await preloadPlanSelector();
    const router = createMemoryRouter([
      { path: "/", element: <LazyPlanSelector plans={plans} defaultCategory="business" /> },
    ]);
    const html = renderToString(<RouterProvider router={router} />);
    expect(html).not.toContain('aria-busy="true"');
    expect(html).toContain('aria-label="Enterprise plan"');
    expect(html).toContain("$15.00");
    expect(html).toContain("/checkout/business/yearly?plan=Teams");
  });
});
