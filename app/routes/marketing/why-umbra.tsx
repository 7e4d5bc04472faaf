import { CalendarCheck, Code, EyeOff, Headset, type LucideIcon, Tag, Zap } from "lucide-react";
import type { Route } from "./+types/why-umbra";
import { getPage } from "~/content/pages";
import { type ReasonIcon, whyUmbraPage } from "~/content/why-umbra";
import { CtaBand } from "~/features/marketing/cta-band";
import { IconCardGrid } from "~/features/marketing/icon-card-grid";
import { Section } from "~/features/marketing/section";
import { pageMeta } from "~/features/seo/meta";
import { PageIntro } from "~/components/layout/page-intro";

export function loader() {
  return { page: getPage("/why-umbra"), content: whyUmbraPage };
}

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

export default function WhyUmbra({ loaderData }: Route.ComponentProps) {
  const { page, content } = loaderData;
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
        {/* Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */}
        <div
          role="region"
          aria-label={comparison.caption}
          tabIndex={0}
          className="mx-auto max-w-4xl overflow-x-auto rounded-xl border bg-card"
        >
          <table className="w-full min-w-[32rem] text-left text-sm">
            <caption className="sr-only">{comparison.caption}</caption>
            <thead className="border-b bg-muted/60">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">Feature</span>
                </th>
                <th scope="col" className="px-4 py-3 font-semibold text-primary">
                  {comparison.columns[0]}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {comparison.columns[1]}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {comparison.rows.map((row) => (
                <tr key={row.feature}>
                  <th scope="row" className="px-4 py-3 font-medium">
                    {row.feature}
                  </th>
                  <td className="px-4 py-3">{row.ours}</td>
                  <td className="px-4 py-3 text-muted-foreground">{row.theirs}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
