import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ServerGrid, ServersError } from "./server-grid";

/** Renders inside a router, as the page does (the grid links to location pages). */
function render(element: ReactNode): string {
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

const item = {
  id: "us-new-york",
  name: "New York",
  region: "North America" as const,
  countryCode: "US",
  servers: 235,
  features: ["10 Gbps ports", "P2P allowed"],
};

describe("ServerGrid", () => {
  it("shows each location's name, server count and features", () => {
    const html = render(<ServerGrid locations={[item]} />);
    expect(html).toContain('href="/locations/us-new-york"');
    expect(html).toContain(">New York</a>");
    expect(html).toContain("235 servers");
    expect(html).toContain("10 Gbps ports");
    expect(html).toContain("P2P allowed");
    expect(html).not.toContain("No server locations available");
  });

  it("says so when there are no locations", () => {
    const html = render(<ServerGrid locations={[]} />);
    expect(html).toContain("No server locations available");
    expect(html).toContain('role="status"');
    expect(html).not.toContain("<ul");
  });
});

describe("ServersError", () => {
  it("shows the failure message as an alert", () => {
    const html = render(<ServersError />);
    expect(html).toContain("Error loading servers. Please try again later.");
    expect(html).toContain('role="alert"');
  });
});
