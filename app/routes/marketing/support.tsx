import type { Route } from "./+types/support";
import { usePublicConfig } from "~/config/public-config";
import { allFaqEntries } from "~/copy/faq";
import { getPage } from "~/copy/pages";
import { supportPage } from "~/copy/support";
import { CommonQuestions } from "~/features/help/common-questions";
import { HelpSearch } from "~/features/help/help-search";
import { SupportChannelCards } from "~/features/help/support-channel-cards";
import { Section } from "~/features/marketing/section";
import { pageMeta } from "~/lib/seo/meta";
import { PageIntro } from "~/components/layout/page-intro";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";

/** Its search acts in the page: its JavaScript loads on intent (decision 022). */
export const handle = hydrateOnIntent;

export function loader() {
  const { common } = supportPage;
  return {
    page: getPage("/support"),
    content: supportPage,
    /** What the search looks through: this page's common questions, then the FAQ. */
    helpEntries: [...common.items, ...allFaqEntries].map(({ id, question, answer }) => ({
      id,
      question,
      answer,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function Support({ loaderData }: Route.ComponentProps) {
  const { page, content, helpEntries } = loaderData;
  const { clientAreaUrl } = usePublicConfig();
  return (
    <>
      <PageIntro heading={page.heading} description={page.description}>
        <HelpSearch entries={helpEntries} {...content.search} />
      </PageIntro>
      <Section id="contact-options" heading={content.channels.heading} lead={content.channels.lead}>
        <SupportChannelCards channels={content.channels.items} clientAreaUrl={clientAreaUrl} />
      </Section>
      <Section
        id="common-questions"
        tone="muted"
        heading={content.common.heading}
        lead={content.common.lead}
      >
        <CommonQuestions items={content.common.items} />
      </Section>
      <Section id="languages" heading={content.languages.heading} lead={content.languages.text}>
        <dl className="mx-auto grid max-w-4xl gap-4 md:grid-cols-3">
          {content.languages.hours.map((row) => (
            <div key={row.languages} className="rounded-xl border bg-card p-5 text-center">
              <dt className="font-semibold">{row.languages}</dt>
              <dd className="mt-1 text-sm text-muted-foreground">{row.hours}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </>
  );
}
