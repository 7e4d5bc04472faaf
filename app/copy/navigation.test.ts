import { describe, expect, it } from "vitest";
import { locationsByRegion } from "./locations";
import {
  FOOTER_LOCATIONS_PER_REGION,
  footerColumns,
  getStartedLink,
  howToUseLink,
  isHeaderHidden,
  legalLinks,
  type NavLink,
  mobilePanel,
  pricingLink,
  topBarLinks,
} from "./navigation";
import { businessMenu, toolsMenu, whyMenu } from "./navigation-menus";
import { findPage } from "./pages";

/** Linked from the header and footer but, per the spec, not in the route table (they show not-found). */
const KNOWN_UNROUTED = new Set(["/apps", "/status", "/help", "/help-center"]);

const internalLinks: NavLink[] = [
  ...whyMenu.links,
  ...businessMenu.links,
  businessMenu.cta,
  ...toolsMenu.groups.flatMap((group): NavLink[] => group.links),
  toolsMenu.cta,
  howToUseLink,
  pricingLink,
  getStartedLink,
  mobilePanel.businessLink,
  mobilePanel.buttons.pricing,
  mobilePanel.buttons.getStarted,
  ...topBarLinks.flatMap((link): NavLink[] => ("href" in link ? [link] : [])),
  ...footerColumns.flatMap((column): NavLink[] => column.links),
  ...legalLinks,
];

describe("navigation data", () => {
  it("links only to pages the site has, or to the spec's known unrouted targets", () => {
    const broken = internalLinks
      .map((link) => link.href)
      .filter((href) => !findPage(href) && !KNOWN_UNROUTED.has(href));
    expect(broken).toEqual([]);
  });

  it("has the spec's menu entries in order", () => {
    expect(whyMenu.links.map((l) => l.href)).toEqual([
      "/what-is-vpn",
      "/why-umbra",
      "/security",
      "/servers",
    ]);
    expect(businessMenu.links.map((l) => l.label)).toEqual([
      "Team Management",
      "Dedicated IPs",
      "Enterprise Security",
      "24/7 Support",
    ]);
    expect(businessMenu.links.every((l) => l.href === "/business" && l.description)).toBe(true);
    expect(toolsMenu.groups.map((g) => [g.title, g.links.length])).toEqual([
      ["Privacy & Security", 5],
      ["Password Tools", 2],
      ["Performance", 4],
    ]);
  });

  it("uses every free tool exactly once", () => {
    const hrefs = toolsMenu.groups.flatMap((g) => g.links.map((l) => l.href));
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs.every((href) => href.startsWith("/tools/"))).toBe(true);
    expect(hrefs[0]).toBe("/tools/connection-report");
  });

  it("sends sign-in and support to the client area", () => {
    expect(topBarLinks.map((l) => ("clientArea" in l ? l.clientArea : l.href))).toEqual([
      "/blog",
      "/privacy-guides",
      "signIn",
      "support",
    ]);
  });

  it("has the five legal links and four footer columns", () => {
    expect(legalLinks.map((l) => l.href)).toEqual([
      "/legal/terms",
      "/legal/privacy",
      "/legal/refund",
      "/legal/acceptable-use",
      "/legal/cookies",
    ]);
    expect(footerColumns.map((c) => c.title)).toEqual([
      "Product",
      "Use Cases",
      "Company",
      "Support",
    ]);
  });

  it("hides the header on every path starting with /blog only", () => {
    expect(isHeaderHidden("/blog")).toBe(true);
    expect(isHeaderHidden("/blog/some-post")).toBe(true);
    expect(isHeaderHidden("/")).toBe(false);
    expect(isHeaderHidden("/tools")).toBe(false);
    expect(isHeaderHidden("/privacy-guides")).toBe(false);
  });

  it("has locations for the footer, at most four per region", () => {
    expect(FOOTER_LOCATIONS_PER_REGION).toBe(4);
    expect(locationsByRegion().length).toBeGreaterThan(0);
  });
});
