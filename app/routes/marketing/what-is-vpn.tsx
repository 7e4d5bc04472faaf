import { EyeOff, Globe, type LucideIcon, MapPin, Wifi } from "lucide-react";
import type { Route } from "./+types/what-is-vpn";
import { getPage, type PageEntry } from "~/copy/pages";
import { type ProtectIcon, whatIsVpnPage } from "~/copy/what-is-vpn";
import { CtaBand } from "~/features/marketing/cta-band";
import { CtaLinks } from "~/features/marketing/cta-links";
import { IconCardGrid } from "~/features/marketing/icon-card-grid";
import { Section } from "~/features/marketing/section";
import { StepList } from "~/features/marketing/step-list";
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
  keptPageMiddleware(() => <WhatIsVpnBody page={getPage("/what-is-vpn")} />),
];

export function loader() {
  return { page: getPage("/what-is-vpn") };
}

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

const icons: Record<ProtectIcon, LucideIcon> = {
  wifi: Wifi,
  "eye-off": EyeOff,
  "map-pin": MapPin,
  globe: Globe,
};

export default function WhatIsVpn() {
  return <KeptPage />;
}

function WhatIsVpnBody({ page }: { page: PageEntry }) {
  const content = whatIsVpnPage;
  return (
    <>
      <PageIntro heading={page.heading} description={page.description}>
        <CtaLinks primary={content.cta} />
      </PageIntro>
      <Section
        id="how-it-works"
        heading={content.howItWorks.heading}
        lead={content.howItWorks.lead}
      >
        <StepList steps={content.howItWorks.steps} />
      </Section>
      <Section id="protects" tone="muted" heading={content.protects.heading}>
        <IconCardGrid items={content.protects.items} icons={icons} columns={4} />
      </Section>
      <Section id="limits" heading={content.limits.heading} lead={content.limits.lead}>
        <ul className="mx-auto grid max-w-3xl list-disc gap-3 pl-5 leading-relaxed text-muted-foreground marker:text-primary">
          {content.limits.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>
      <CtaBand
        id="try"
        heading={content.closing.heading}
        text={content.closing.text}
        primary={content.cta}
      />
    </>
  );
}
