import { CalendarCheck, Code, EyeOff, Headset, type LucideIcon, Tag, Zap } from "lucide-react";
import type { Route } from "./+types/why-umbra";
import { getPage, type PageEntry } from "~/copy/pages";
import { type ReasonIcon, whyUmbraPage } from "~/copy/why-umbra";
import { CtaBand } from "~/features/marketing/cta-band";
import { IconCardGrid } from "~/features/marketing/icon-card-grid";
import { Section } from "~/features/marketing/section";
import { pageMeta } from "~/lib/seo/meta";
import { DataTable } from "~/components/ui/data-table";
import { PageIntro } from "~/components/layout/page-intro";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";
import { keptHtmlClientMiddleware } from "~/lib/static-output/kept-html";
import { keptPageMiddleware } from "~/lib/static-output/kept-html.server";
import { KeptPage } from "~/lib/static-output/kept-page";

/** Nothing of its own to hydrate: its JavaScript loads on intent (decision 022). */
export const handle = hydrateOnIntent;

/** The whole page is server markup the browser keeps (decision 021). */
export const middleware: Route.MiddlewareFunction[] = [
  keptPageMiddleware(() => <WhyUmbraBody page={getPage("/why-umbra")} />),
];

export function loader() {
  return { page: getPage("/why-umbra") };
}

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

const icons: Record<ReasonIcon, LucideIcon> = {
  calendar: CalendarCheck,
  "eye-off": EyeOff,
  zap: Zap,
  code: Code,
  headset: Headset,
  tag: Tag,
};

export default function WhyUmbra() {
  return <KeptPage />;
}

function WhyUmbraBody({ page }: { page: PageEntry }) {
  const content = whyUmbraPage;
  const { comparison } = content;
  return (
    <>
      <PageIntro heading={page.heading} description={page.description}>
        <dl className="grid w-full max-w-2xl grid-cols-3 gap-3">
          {content.stats.map((stat) => (
            <div
              key={stat.label}
              className="flex flex-col-reverse rounded-xl border bg-card/80 px-2 py-5 text-center"
            >
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-2xl font-extrabold text-primary sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </PageIntro>
      <Section id="reasons" heading={content.reasons.heading}>
        <IconCardGrid items={content.reasons.items} icons={icons} />
      </Section>
      <Section id="comparison" tone="muted" heading={comparison.heading}>
        <DataTable
          caption={comparison.caption}
          className="mx-auto max-w-4xl"
          columns={[
            { label: "Feature", srOnly: true },
            ...comparison.columns.map((label) => ({ label })),
          ]}
          rows={comparison.rows.map((row) => ({
            key: row.feature,
            cells: [row.feature, <span className="text-foreground">{row.ours}</span>, row.theirs],
          }))}
        />
      </Section>
      <CtaBand
        id="get-started"
        heading={content.closing.heading}
        text={content.closing.text}
        primary={content.closing.primary}
        secondary={content.closing.secondary}
      />
    </>
  );
}
