import type { Route } from "./+types/faq";
import { faqGroups, faqPage } from "~/copy/faq";
import { getPage } from "~/copy/pages";
import { CtaBand } from "~/features/marketing/cta-band";
import { FaqAnswers } from "~/features/marketing/faq-answers.server";
import { pageMeta } from "~/lib/seo/meta";
import { PageIntro } from "~/components/layout/page-intro";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";
import { KeptHtml, keptHtmlClientMiddleware } from "~/lib/static-output/kept-html";
import { keptHtmlMiddleware } from "~/lib/static-output/kept-html.server";

/** Nothing of its own to hydrate: its JavaScript loads on intent (decision 022). */
export const handle = hydrateOnIntent;

const FAQ_ANSWERS_ID = "faq-answers";

/** The questions and answers are server markup the browser keeps (decision 021). */
export const middleware: Route.MiddlewareFunction[] = [
  keptHtmlMiddleware(FAQ_ANSWERS_ID, () => <FaqAnswers groups={faqGroups} />),
];

export function loader() {
  return { page: getPage("/faq"), moreHelp: faqPage.moreHelp };
}

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function Faq({ loaderData }: Route.ComponentProps) {
  const { page, moreHelp } = loaderData;
  return (
    <>
      <PageIntro heading={page.heading} description={page.description} />
      <KeptHtml
        id={FAQ_ANSWERS_ID}
        className="mx-auto grid max-w-3xl gap-12 px-4 py-16 sm:px-6 sm:py-20"
      />
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
