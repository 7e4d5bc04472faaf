import type { Route } from "./+types/how-to-use";
import { getPage } from "~/copy/pages";
import { howToUsePage, setupGuides } from "~/copy/setup-guides";
import { SetupGuidePanel } from "~/features/guides/setup-guide-panel";
import { Section } from "~/features/marketing/section";
import { pageMeta } from "~/lib/seo/meta";
import { ButtonLink } from "~/components/ui/button";
import { DetailsAccordion } from "~/components/ui/details-accordion";
import { Tabs } from "~/components/ui/tabs";
import { PageIntro } from "~/components/layout/page-intro";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";

/** Nothing of its own to hydrate: its JavaScript loads on intent (decision 022). */
export const handle = hydrateOnIntent;

export function loader() {
  return { page: getPage("/how-to-use"), content: howToUsePage, guides: setupGuides };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function HowToUse({ loaderData }: Route.ComponentProps) {
  const { page, content, guides } = loaderData;
  const { troubleshooting } = content;
  return (
    <>
      <PageIntro heading={page.heading} description={page.description} />
      <Section id="guides" heading={content.guidesHeading} lead={content.guidesLead}>
        <Tabs
          label={content.tabsLabel}
          idPrefix="guide"
          items={guides.map((guide) => ({
            id: guide.id,
            label: guide.name,
            content: (
              <SetupGuidePanel
                guide={guide}
                protocolNames={content.protocolNames}
                notesLabel={content.notesLabel}
              />
            ),
          }))}
        />
      </Section>
      <Section
        id="troubleshooting"
        tone="muted"
        heading={troubleshooting.heading}
        lead={troubleshooting.lead}
      >
        <div className="mx-auto max-w-3xl">
          <DetailsAccordion
            name="troubleshooting"
            items={troubleshooting.topics.map((topic) => ({
              id: topic.id,
              title: topic.title,
              content: (
                <ul className="grid list-disc gap-2 pl-5 marker:text-primary">
                  {topic.tips.map((tip) => (
                    <li key={tip}>{tip}</li>
                  ))}
                </ul>
              ),
            }))}
          />
          <p className="mt-8 text-center">
            <ButtonLink variant="outline" to={troubleshooting.contact.href}>
              {troubleshooting.contact.label}
            </ButtonLink>
          </p>
        </div>
      </Section>
    </>
  );
}
