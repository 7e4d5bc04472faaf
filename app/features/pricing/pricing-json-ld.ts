import type { PlanCatalogue } from "~/copy/plans";

/** schema.org Product with one Offer per plan, for the pricing page's structured data. */
export function pricingProductJsonLd(input: {
  productName: string;
  description: string;
  origin: string;
  plans: PlanCatalogue;
}) {
  const url = `${input.origin}/pricing`;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.productName,
    description: input.description,
    brand: { "@type": "Brand", name: input.productName },
    url,
    offers: [...input.plans.personal, ...input.plans.business].map((plan) => ({
      "@type": "Offer",
      name: `${plan.name} plan`,
      price: plan.basePrice.toFixed(2),
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      url,
    })),
  };
}
