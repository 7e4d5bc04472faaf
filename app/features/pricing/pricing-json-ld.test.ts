import { describe, expect, it } from "vitest";
import { plans } from "~/copy/plans";
import { pricingProductJsonLd } from "./pricing-json-ld";

describe("pricingProductJsonLd", () => {
  const jsonLd = pricingProductJsonLd({
    productName: "Umbra VPN",
    description: "A VPN.",
    origin: "https://umbravpn.example",
    plans,
  });

  it("is a schema.org Product", () => {
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Umbra VPN",
      url: "https://umbravpn.example/pricing",
    });
  });

  it("has one USD Offer per plan with its monthly base price", () => {
    expect(jsonLd.offers.map((offer) => [offer.name, offer.price, offer.priceCurrency])).toEqual([
      ["Personal plan", "8.99", "USD"],
      ["Pro plan", "11.99", "USD"],
      ["Teams plan", "15.99", "USD"],
      ["Enterprise plan", "29.99", "USD"],
    ]);
    expect(jsonLd.offers.every((offer) => offer["@type"] === "Offer")).toBe(true);
  });
});
