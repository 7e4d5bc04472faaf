import { Coffee, House, type LucideIcon, Plane, ShieldCheck, Tv, Zap } from "lucide-react";
import type { Route } from "./+types/personal-vpn";
import { getPage, type PageEntry } from "~/copy/pages";
import { type PersonalIcon, personalVpnPage } from "~/copy/personal-vpn";
import { CheckList } from "~/features/marketing/check-list";
import { CtaBand } from "~/features/marketing/cta-band";
import { CtaLinks } from "~/features/marketing/cta-links";
import { IconCardGrid } from "~/features/marketing/icon-card-grid";
import { Section } from "~/features/marketing/section";
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
  keptPageMiddleware(() => <PersonalVpnBody page={getPage("/personal-vpn")} />),
];

export function loader() {
  return { page: getPage("/personal-vpn") };
}

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

const icons: Record<PersonalIcon, LucideIcon> = {
  home: House,
  coffee: Coffee,
  plane: Plane,
  tv: Tv,
  shield: ShieldCheck,
  zap: Zap,
};

export default function PersonalVpn() {
  return <KeptPage />;
}

function PersonalVpnBody({ page }: { page: PageEntry }) {
  const content = personalVpnPage;
  return (
    <>
      <PageIntro heading={page.heading} description={page.description}>
        <CtaLinks primary={content.primary} secondary={content.secondary} />
      </PageIntro>
      <Section id="benefits" heading={content.benefits.heading} lead={content.benefits.lead}>
        <IconCardGrid items={content.benefits.items} icons={icons} />
      </Section>
      <Section id="plan" tone="muted" heading={content.plan.heading} lead={content.plan.lead}>
        <div className="mx-auto max-w-2xl rounded-xl border bg-card p-6 sm:p-8">
          <CheckList items={content.plan.items} columns={2} />
        </div>
      </Section>
      <CtaBand
        id="start"
        heading={content.closing.heading}
        text={content.closing.text}
        primary={content.primary}
        secondary={content.secondary}
      />
    </>
  );
}
