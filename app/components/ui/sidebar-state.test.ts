import { describe, expect, it } from "vitest";
import { isSidebarShortcut, parseSidebarOpen, sidebarCookie } from "./sidebar-state";

describe("sidebar state", () => {
  it("is expanded unless the cookie says false", () => {
    expect(parseSidebarOpen(undefined)).toBe(true);
    expect(parseSidebarOpen("true")).toBe(true);
    expect(parseSidebarOpen("false")).toBe(false);
  });

  it("is remembered for 7 days", () => {
    expect(sidebarCookie(false, "/admin")).toBe(
      "sidebar_state=false; Path=/admin; Max-Age=604800; SameSite=Lax",
    );
  });

  it("toggles on Ctrl+B and Cmd+B only", () => {
    const key = { key: "b", ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
    expect(isSidebarShortcut({ ...key, ctrlKey: true })).toBe(true);
    expect(isSidebarShortcut({ ...key, metaKey: true, key: "B" })).toBe(true);
    expect(isSidebarShortcut(key)).toBe(false);
    expect(isSidebarShortcut({ ...key, ctrlKey: true, shiftKey: true })).toBe(false);
    expect(isSidebarShortcut({ ...key, ctrlKey: true, key: "n" })).toBe(false);
  });
});
