import { describe, expect, it } from "vitest";
import { UpdateInputSchema, topicSchema } from "./content-input";

const CONTROL = "The topic cannot hold control characters";

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
  ])("refuses %s", (_, topic) => {
    const parsed = topicSchema.safeParse(topic);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(CONTROL);
  });

  it("accepts any other text, emoji and accents included", () => {
    for (const topic of ["VPN 😀 basics", "Sécurité réseau", "VPN — 日本語", "\uFFFD"]) {
      expect(topicSchema.safeParse(topic)).toEqual({ success: true, data: topic });
    }
  });

  it("holds a title to the same rule", () => {
    const parsed = UpdateInputSchema.safeParse({ title: "News\u2028today" });
    expect(parsed.error?.issues[0]?.message).toBe("The title cannot hold control characters");
    expect(UpdateInputSchema.safeParse({ title: "News 😀 today" }).success).toBe(true);
  });
});
