import { describe, expect, it } from "vitest";
import { faqPageJsonLd, jsonLdScriptText, organizationJsonLd } from "./json-ld";

describe("organizationJsonLd", () => {
  it("names the operator, its founding year and country, with absolute URLs", () => {
    const org = organizationJsonLd("https://vpn.test");
    expect(org).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Umbra VPN",
      legalName: "Umbra Networks Pte. Ltd.",
      url: "https://vpn.test/",
      logo: "https://vpn.test/favicon.svg",
      foundingDate: "2014",
      address: { addressCountry: "SG" },
    });
  });
});

describe("faqPageJsonLd", () => {
  it("turns each entry into a Question with its accepted Answer, in order", () => {
    const faq = faqPageJsonLd([
      { question: "First?", answer: "One." },
      { question: "Second?", answer: "Two." },
    ]);
    expect(faq["@type"]).toBe("FAQPage");
    expect(faq.mainEntity).toEqual([
      { "@type": "Question", name: "First?", acceptedAnswer: { "@type": "Answer", text: "One." } },
      { "@type": "Question", name: "Second?", acceptedAnswer: { "@type": "Answer", text: "Two." } },
    ]);
  });
});

describe("jsonLdScriptText", () => {
  it("escapes < so a value cannot close the script element", () => {
    const text = jsonLdScriptText(faqPageJsonLd([{ question: "</script><b>?", answer: "a" }]));
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).mainEntity[0].name).toBe("</script><b>?");
  });
});
