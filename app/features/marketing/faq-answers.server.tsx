import type { FaqGroup } from "~/copy/faq";
import { faqPageJsonLd, jsonLdScriptText } from "~/lib/seo/json-ld";
import { JsonLdScript } from "~/lib/seo/json-ld-script";
import { FaqAccordion } from "./faq-accordion";

/**
 * The FAQ page's questions and answers, one section per group, with their FAQPage structured
 * data beside them (search engines read JSON-LD in the body as in <head>). It never changes
 * and opens on `<details>`, so it is server markup the browser keeps (decision 021): neither
 * the answers nor the JSON-LD travel again as hydration data.
 */
export function FaqAnswers({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`${group.id}-heading`}>
          <h2 id={`${group.id}-heading`} className="mb-5 text-2xl font-bold tracking-tight">
            {group.title}
          </h2>
          {/* One name for the whole page: opening any answer closes the one open before. */}
          <FaqAccordion name="faq" entries={group.entries} />
        </section>
      ))}
      <JsonLdScript json={jsonLdScriptText(faqPageJsonLd(groups.flatMap((g) => g.entries)))} />
    </>
  );
}
