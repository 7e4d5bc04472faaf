import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api-client/api-client";
import { errorDetail } from "./use-tool-run";

describe("errorDetail", () => {
  it("reads the message of our JSON error bodies", () => {
    const error = new ApiError(
      503,
      '{"message":"The DNS leak test is not enabled on this server."}',
      "Service Unavailable",
    );
    expect(errorDetail(error)).toBe("503: The DNS leak test is not enabled on this server.");
  });

  it("falls back to the API client's text, or any error's message", () => {
    expect(errorDetail(new ApiError(502, "<html>Bad gateway</html>", "Bad Gateway"))).toBe(
      "502: <html>Bad gateway</html>",
    );
    expect(errorDetail(new ApiError(500, "", "Internal Server Error"))).toBe(
      "500: Internal Server Error",
    );
    expect(errorDetail(new TypeError("Failed to fetch"))).toBe("Failed to fetch");
    expect(errorDetail("nope")).toBeUndefined();
  });
});
