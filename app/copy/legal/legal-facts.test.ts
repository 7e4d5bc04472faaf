/** The legal pages must carry every fact listed below; a copy edit that drops one fails here. */
import { describe, expect, it } from "vitest";
import { acceptableUsePolicy } from "./acceptable-use";
import { cookiePolicy } from "./cookies";
import { privacyPolicy } from "./privacy";
import { refundPolicy } from "./refund";
import { termsOfUse } from "./terms";
import type { LegalDocument } from "./types";

function textOf(document: LegalDocument): string {
  const blocks = document.sections.flatMap((section) => [section.title, ...section.blocks]);
  return [...document.intro, ...blocks.map((block) => JSON.stringify(block))].join("\n");
}

describe("legal facts", () => {
  it("terms and privacy take effect on 21 March 2025", () => {
    expect(termsOfUse.effectiveDate).toBe("2025-03-21");
    expect(privacyPolicy.effectiveDate).toBe("2025-03-21");
  });

  it("the terms name the operator and the minimum age of 18", () => {
    const terms = textOf(termsOfUse);
    expect(terms).toContain("Umbra Networks Pte. Ltd.");
    expect(terms).toContain("Singapore");
    expect(terms).toContain("at least 18 years old");
  });

  it("the refund policy states every refund term", () => {
    const refund = textOf(refundPolicy);
    for (const fact of [
      "30-day money-back guarantee",
      "one refund per user",
      "within 24 hours",
      "5-7 business days",
      "at the current market rate",
    ]) {
      expect(refund).toContain(fact);
    }
    expect(refundPolicy.action?.href).toBe("/contact");
  });

  it("the privacy policy states request handling, the act, retention and age", () => {
    const privacy = textOf(privacyPolicy);
    for (const fact of [
      "within 14 business days",
      "Personal Data Protection Act 2012",
      "Support chats and emails: up to 6 months",
      "at least 18",
    ]) {
      expect(privacy).toContain(fact);
    }
  });

  it("the cookie and privacy policies say what the site stores and how views are counted", () => {
    for (const document of [cookiePolicy, privacyPolicy]) {
      const text = textOf(document);
      expect(text).toMatch(/salt that changes every day/);
      expect(text).toContain("deleted after 48 hours");
      expect(text).toContain("Global Privacy Control");
      expect(text).toContain("counted from the start of that day (UTC)");
    }
    const cookies = textOf(cookiePolicy);
    expect(cookies).toContain("umbra-theme");
    expect(cookies).toContain("Only site operators");
    // What the analytics store (docs/decisions/012-analytics.md).
    expect(cookies).toContain("Neither your IP address nor your user agent is ever stored");
    expect(cookies).toContain("that site's host name");
    expect(cookies).toContain("HMAC-SHA-256, shortened to 128 bits");
  });

  it("every document has sections with content", () => {
    for (const document of [
      termsOfUse,
      privacyPolicy,
      refundPolicy,
      acceptableUsePolicy,
      cookiePolicy,
    ]) {
      expect(document.sections.length).toBeGreaterThanOrEqual(5);
      for (const section of document.sections) expect(section.blocks.length).toBeGreaterThan(0);
    }
  });
});
