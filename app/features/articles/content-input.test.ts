import { describe, expect, it } from "vitest";
import { UpdateInputSchema, topicSchema } from "./content-input";

const CONTROL = "The topic cannot hold control characters or direction overrides";

describe("a topic or title is one line of text", () => {
  it.each([
    ["a C0 control", "VPN\u0007basics"],
    ["a line feed", "VPN\nbasics"],
    ["DEL", "VPN\u007Fbasics"],
    ["NEL, a C1 control some readers break lines at", "VPN\u0085basics"],
    ["the line separator", "VPN\u2028basics"],
    ["the paragraph separator", "VPN\u2029basics"],
    ["a noncharacter", "VPN\uFFFEbasics"],
    ["another noncharacter", "VPN\uFDD0basics"],
    ["a high surrogate alone", "VPN\uD83Dbasics"],
    ["a low surrogate alone", "VPN\uDE00basics"],
    ["a high surrogate at the end", "VPN basics\uD83D"],
    ["a right-to-left override", "VPN \u202Eslisab"],
    ["a left-to-right embedding", "VPN \u202Abasics\u202C"],
    ["a first-strong isolate", "VPN \u2068basics\u2069"],
  ])("refuses %s", (_, topic) => {
    const parsed = topicSchema.safeParse(topic);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(CONTROL);
  });

  it("accepts any other text, emoji and accents included", () => {
    // The right-to-left, left-to-right and Arabic letter marks are text, not overrides.
    const marked = ["\u05D0\u05D1 VPN\u200F", "VPN\u200E \u05D0", "\u0627 5\u061C"];
    for (const topic of ["VPN 😀 basics", "Sécurité réseau", "VPN — 日本語", "\uFFFD", ...marked]) {
      expect(topicSchema.safeParse(topic)).toEqual({ success: true, data: topic });
    }
  });

  it("holds a title to the same rule", () => {
    for (const title of ["News\u2028today", "News \u202Eyadot"]) {
      const parsed = UpdateInputSchema.safeParse({ title });
      expect(parsed.error?.issues).toEqual([
        expect.objectContaining({
          path: ["title"],
          message: "The title cannot hold control characters or direction overrides",
        }),
      ]);
    }
    expect(UpdateInputSchema.safeParse({ title: "News 😀 today" }).success).toBe(true);
  });
});
