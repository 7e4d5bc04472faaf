import { describe, expect, it } from "vitest";
import { parseEnv } from "~/config/env.server";
import { generationLimitMs } from "./content-generator.server";
import { CONVERSIONS_ADMITTED, CONVERSION_LIMIT_MS } from "./markdown-html.server";

describe("generationLimitMs", () => {
  it("is the model's time limit plus the conversions a generation may wait behind and take", () => {
    expect(CONVERSIONS_ADMITTED * CONVERSION_LIMIT_MS).toBe(20_000);
    expect(generationLimitMs(parseEnv({}))).toBe(110_000);
    expect(generationLimitMs(parseEnv({ LLM_TIMEOUT_SECONDS: "600" }))).toBe(620_000);
  });
});
