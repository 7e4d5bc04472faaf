import type { Route } from "./+types/how-to-use";
import { getPage } from "~/copy/pages";
import { howToUsePage, setupGuides } from "~/copy/setup-guides";
import { SetupGuidePanel } from "~/features/guides/setup-guide-panel.server";
import { Troubleshooting } from "~/features/guides/troubleshooting.server";
import { Section } from "~/features/marketing/section";
import { pageMeta } from "~/lib/seo/meta";
import { Tabs } from "~/components/ui/tabs";
import { PageIntro } from "~/components/layout/page-intro";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";
import { KeptHtml, keptHtmlClientMiddleware } from "~/lib/static-output/kept-html";
import { keptHtmlMiddleware } from "~/lib/static-output/kept-html.server";

/** Its tabs are in the HTML: its JavaScript loads on intent (decision 022). */
export const handle = hydrateOnIntent;

const guideStepsId = (guideId: string) => `guide-${guideId}-steps`;
const TROUBLESHOOTING_ID = "troubleshooting-topics";

/**
 * Every guide's steps and the troubleshooting topics are server markup the browser keeps
 * (decision 021); the tabs that switch between the guides are the page's only React.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ...setupGuides.map((guide) =>
    keptHtmlMiddleware(guideStepsId(guide.id), () => (
      <SetupGuidePanel
        guide={guide}
        protocolNames={howToUsePage.protocolNames}
        notesLabel={howToUsePage.notesLabel}
      />
    )),
  ),
  keptHtmlMiddleware(TROUBLESHOOTING_ID, () => (
    <Troubleshooting
      topics={howToUsePage.troubleshooting.topics}
      contact={howToUsePage.troubleshooting.contact}
    />
  )),
];

export function loader() {
  const { tabsLabel, guidesHeading, guidesLead, troubleshooting } = howToUsePage;
  return {
    page: getPage("/how-to-use"),
    content: {
      tabsLabel,
      guidesHeading,
      guidesLead,
      troubleshooting: { heading: troubleshooting.heading, lead: troubleshooting.lead },
    },
    guides: setupGuides.map(({ id, name }) => ({ id, name })),
  };
}

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function HowToUse({ loaderData }: Route.ComponentProps) {
  const { page, content, guides } = loaderData;
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
            content: <KeptHtml id={guideStepsId(guide.id)} />,
          }))}
        />
      </Section>
      <Section
        id="troubleshooting"
        tone="muted"
        heading={content.troubleshooting.heading}
        lead={content.troubleshooting.lead}
      >
        <KeptHtml id={TROUBLESHOOTING_ID} className="mx-auto max-w-3xl" />
      </Section>
    </>
  );
}
