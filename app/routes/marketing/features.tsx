import {
  Ban,
  Globe,
  Laptop,
  Lock,
  type LucideIcon,
  EyeOff,
  Power,
  Route as RouteIcon,
  Share2,
  ShieldCheck,
  Split,
  Tv,
  Zap,
} from "lucide-react";
import type { Route } from "./+types/features";
import { type FeatureIcon, featuresPage } from "~/copy/features";
import { getPage, type PageEntry } from "~/copy/pages";
import { protocols } from "~/copy/protocols";
import { CtaBand } from "~/features/marketing/cta-band";
import { CtaLinks } from "~/features/marketing/cta-links";
import { IconCardGrid } from "~/features/marketing/icon-card-grid";
import { ProtocolsSection } from "~/features/marketing/protocol-cards";
import { Section } from "~/features/marketing/section";
import { SpecList } from "~/features/marketing/spec-list";
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
  keptPageMiddleware(() => <FeaturesBody page={getPage("/features")} />),
];

export function loader() {
  return { page: getPage("/features") };
}

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

const icons: Record<FeatureIcon, LucideIcon> = {
  lock: Lock,
  "eye-off": EyeOff,
  power: Power,
  shield: ShieldCheck,
  split: Split,
  zap: Zap,
  globe: Globe,
  route: RouteIcon,
  tv: Tv,
  share: Share2,
  ban: Ban,
  devices: Laptop,
};

export default function Features() {
  return <KeptPage />;
}

function FeaturesBody({ page }: { page: PageEntry }) {
  const content = featuresPage;
  return (
    <>
      <PageIntro heading={page.heading} description={page.description}>
        <CtaLinks primary={content.introCta} />
      </PageIntro>
      <Section id="features" heading={content.features.heading} lead={content.features.lead}>
        <IconCardGrid items={content.features.items} icons={icons} />
      </Section>
      <ProtocolsSection copy={content.protocols} protocols={protocols} />
      <Section id="specifications" heading={content.specs.heading} lead={content.specs.lead}>
        <div className="grid gap-5 lg:grid-cols-2">
          <SpecList title={content.specs.security.title} items={content.specs.security.items} />
          <SpecList title={content.specs.network.title} items={content.specs.network.items} />
        </div>
      </Section>
      <CtaBand
        id="try"
        heading={content.closing.heading}
        text={content.closing.text}
        primary={content.closing.cta}
      />
    </>
  );
}
