import { EyeIcon, HeartHandshake, type LucideIcon, ShieldCheck } from "lucide-react";
import type { Route } from "./+types/about";
import { aboutPage, type ValueIcon } from "~/copy/about";
import { getPage, type PageEntry } from "~/copy/pages";
import { CtaBand } from "~/features/marketing/cta-band";
import { IconCardGrid } from "~/features/marketing/icon-card-grid";
import { Section } from "~/features/marketing/section";
import { StatGrid } from "~/features/marketing/stat-grid";
import { pageMeta } from "~/lib/seo/meta";
import { PageIntro } from "~/components/layout/page-intro";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";
import { keptHtmlClientMiddleware } from "~/lib/static-output/kept-html";
import { keptPageMiddleware } from "~/lib/static-output/kept-html.server";
import { KeptPage } from "~/lib/static-output/kept-page";

/** Nothing of its own to hydrate: its JavaScript loads on intent (decision 022). */
export const handle = hydrateOnIntent;

/** The whole page is server markup the browser keeps (decision 021). */
export const middleware: Route.MiddlewareFunction[] = [
  keptPageMiddleware(() => <AboutBody page={getPage("/about")} />),
];

export function loader() {
  return { page: getPage("/about") };
}

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

const icons: Record<ValueIcon, LucideIcon> = {
  shield: ShieldCheck,
  eye: EyeIcon,
  heart: HeartHandshake,
};

export default function About() {
  return <KeptPage />;
}

function AboutBody({ page }: { page: PageEntry }) {
  const content = aboutPage;
  return (
    <>
      <PageIntro heading={page.heading} description={page.description} />
      <Section id="mission" heading={content.mission.heading}>
        <div className="mx-auto grid max-w-3xl gap-5 text-lg leading-relaxed text-muted-foreground">
          {content.mission.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section id="values" tone="muted" heading={content.values.heading} lead={content.values.lead}>
        <IconCardGrid items={content.values.items} icons={icons} />
      </Section>
      <Section id="stats" heading={content.stats.heading}>
        <StatGrid stats={content.stats.items} />
      </Section>
      <CtaBand
        id="join"
        heading={content.closing.heading}
        text={content.closing.text}
        primary={content.closing.primary}
        secondary={content.closing.secondary}
      />
    </>
  );
}
