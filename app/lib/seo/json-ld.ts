import { site } from "~/config/site";

/** A schema.org object as JSON-LD, rendered by React Router's `{ "script:ld+json": … }` meta. */
export type JsonLd = { "@context": "https://schema.org"; "@type": string } & Record<
  string,
  unknown
>;

export type QuestionAndAnswer = { question: string; answer: string };

/** The operator, on every public page (search engines read it for the knowledge panel). */
export function organizationJsonLd(origin: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.name,
    legalName: site.operator,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    foundingDate: String(site.founded),
    address: { "@type": "PostalAddress", addressCountry: "SG" },
    description: site.defaultDescription,
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped, so no text can close the script. */
export function jsonLdScriptText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** FAQPage markup for a page that shows these questions and answers in full. */
export function faqPageJsonLd(entries: readonly QuestionAndAnswer[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}
