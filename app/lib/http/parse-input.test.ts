import { describe, expect, it } from "vitest";
import { z } from "zod";
import { InvalidInputError, invalidInput, parseInput } from "./parse-input";

const Schema = z.strictObject({
  name: z.string({ error: "name must be text" }),
  age: z.number().optional(),
});

function refusal(run: () => unknown): InvalidInputError {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidInputError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("parseInput", () => {
  it("answers the schema's output", () => {
    expect(parseInput(Schema, { name: "a" })).toEqual({ name: "a" });
  });

  it("refuses with the first problem as the message and every problem as issues", () => {
    const error = refusal(() => parseInput(Schema, { name: 5, age: "x" }));
    expect(error.message).toBe("name must be text");
    expect(error.issues).toEqual([
      { path: ["name"], code: "invalid_type", message: "name must be text" },
      { path: ["age"], code: "invalid_type", message: expect.any(String) },
    ]);
  });

  it("names a stray field", () => {
    expect(refusal(() => parseInput(Schema, { name: "a", admin: true })).message).toBe(
      "Unknown field: admin",
    );
  });

  it("takes a fixed message, or one made from the zod error", () => {
    expect(refusal(() => parseInput(Schema, null, "Send a name")).message).toBe("Send a name");
    const made = refusal(() => parseInput(Schema, [], (error) => `${error.issues.length} problem`));
    expect(made.message).toBe("1 problem");
    expect(made.issues[0]?.path).toEqual([]);
  });
});

describe("invalidInput", () => {
  it("refuses with one issue at the path", () => {
    const error = refusal(() => invalidInput("Choose a time in the future", ["scheduledFor"]));
    expect(error.issues).toEqual([
      { path: ["scheduledFor"], code: "custom", message: "Choose a time in the future" },
    ]);
  });
});
