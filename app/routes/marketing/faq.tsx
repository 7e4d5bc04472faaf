import type { Route } from "./+types/faq";
import { allFaqEntries, faqGroups, faqPage } from "~/copy/faq";
import { getPage } from "~/copy/pages";
import { CtaBand } from "~/features/marketing/cta-band";
import { FaqAccordion } from "~/features/marketing/faq-accordion";
import { faqPageJsonLd } from "~/lib/seo/json-ld";
import { pageMeta } from "~/lib/seo/meta";
import { PageIntro } from "~/components/layout/page-intro";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";

/** Nothing of its own to hydrate: its JavaScript loads on intent (decision 022). */
export const handle = hydrateOnIntent;

export function loader() {
  return {
    page: getPage("/faq"),
    groups: faqGroups,
    moreHelp: faqPage.moreHelp,
    faqJsonLd: faqPageJsonLd(allFaqEntries),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches, { jsonLd: loaderData ? [loaderData.faqJsonLd] : [] });

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { page, groups, moreHelp } = loaderData;
  return (
    <>
      <PageIntro heading={page.heading} description={page.description} />
      <div className="mx-auto grid max-w-3xl gap-12 px-4 py-16 sm:px-6 sm:py-20">
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`${group.id}-heading`}>
            <h2 id={`${group.id}-heading`} className="mb-5 text-2xl font-bold tracking-tight">
              {group.title}
            </h2>
            {/* One name for the whole page: opening any answer closes the one open before. */}
            <FaqAccordion name="faq" entries={group.entries} />
          </section>
        ))}
      </div>
      <CtaBand
        id="more-help"
        heading={moreHelp.heading}
        text={moreHelp.text}
        primary={moreHelp.primary}
        secondary={moreHelp.secondary}
      />
    </>
  );
}
