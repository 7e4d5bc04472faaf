import { describe, expect, it } from "vitest";
import { isCodeLoadError } from "./code-loading";

describe("isCodeLoadError", () => {
  it.each([
    "Failed to fetch dynamically imported module: https://umbra.example/assets/share-button-x1.js",
    "error loading dynamically imported module: https://umbra.example/assets/share-button-x1.js",
    "Importing a module script failed.",
  ])("knows a failed import() as the browser words it: %s", (message) => {
    expect(isCodeLoadError(new TypeError(message))).toBe(true);
  });

  it("is not any other failure", () => {
    expect(isCodeLoadError(new TypeError("Failed to fetch"))).toBe(false);
    expect(isCodeLoadError(new TypeError("x is not a function"))).toBe(false);
    expect(isCodeLoadError(new Error("Failed to fetch dynamically imported module: /a.js"))).toBe(
      false,
    );
    expect(isCodeLoadError("Importing a module script failed.")).toBe(false);
  });
});
