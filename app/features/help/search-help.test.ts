import { describe, expect, it } from "vitest";
import { searchHelp, words } from "./search-help";

const entries = [
  { id: "refund", question: "How do I get a refund?", answer: "Contact support within 30 days." },
  {
    id: "wireguard",
    question: "How do I set up WireGuard?",
    answer: "Import the configuration file.",
  },
  { id: "slow", question: "Why is it slow?", answer: "Try WireGuard on a nearby server." },
  { id: "openvpn", question: "Which OpenVPN port?", answer: "UDP 1194 or TCP 443." },
];

describe("words", () => {
  it("lower-cases, folds accents and splits on punctuation", () => {
    expect(words("Café Wi-Fi, 443/TCP!")).toEqual(["cafe", "wi", "fi", "443", "tcp"]);
  });
});

describe("searchHelp", () => {
  it("matches nothing for an empty or blank query", () => {
    expect(searchHelp(entries, "")).toEqual([]);
    expect(searchHelp(entries, "   ?! ")).toEqual([]);
  });

  it("is case-insensitive and matches word prefixes", () => {
    expect(searchHelp(entries, "REFUN").map((e) => e.id)).toEqual(["refund"]);
  });

  it("finds a word from a longer form of it (plurals), for words of four letters or more", () => {
    expect(searchHelp(entries, "refunds").map((e) => e.id)).toEqual(["refund"]);
    expect(searchHelp(entries, "ports").map((e) => e.id)).toEqual(["openvpn"]);
    expect(searchHelp(entries, "dot").map((e) => e.id)).toEqual([]);
  });

  it("needs every word of the query", () => {
    expect(searchHelp(entries, "set up wireguard").map((e) => e.id)).toEqual(["wireguard"]);
    expect(searchHelp(entries, "wireguard refund").map((e) => e.id)).toEqual([]);
  });

  it("ranks question matches before answer-only matches", () => {
    expect(searchHelp(entries, "wireguard").map((e) => e.id)).toEqual(["wireguard", "slow"]);
  });

  it("matches at the start of words only", () => {
    expect(searchHelp(entries, "vpn").map((e) => e.id)).toEqual([]);
    expect(searchHelp(entries, "443").map((e) => e.id)).toEqual(["openvpn"]);
  });
});
