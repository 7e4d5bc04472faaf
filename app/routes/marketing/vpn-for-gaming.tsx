import {
  EyeOff,
  Gamepad2,
  Gauge,
  Globe,
  type LucideIcon,
  Route as RouteIcon,
  ShieldCheck,
} from "lucide-react";
import type { Route } from "./+types/vpn-for-gaming";
import { type GamingIcon, gamingPage } from "~/copy/gaming";
import { getPage, type PageEntry } from "~/copy/pages";
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
  keptPageMiddleware(() => <VpnForGamingBody page={getPage("/vpn-for-gaming")} />),
];

export function loader() {
  return { page: getPage("/vpn-for-gaming") };
}

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

const icons: Record<GamingIcon, LucideIcon> = {
  shield: ShieldCheck,
  gamepad: Gamepad2,
  route: RouteIcon,
  gauge: Gauge,
  "eye-off": EyeOff,
  globe: Globe,
};

export default function VpnForGaming() {
  return <KeptPage />;
}

function VpnForGamingBody({ page }: { page: PageEntry }) {
  const content = gamingPage;
  return (
    <>
      <PageIntro heading={page.heading} description={page.description}>
        <CtaLinks primary={content.cta} />
      </PageIntro>
      <div className="border-b bg-muted/40 px-4 py-8">
        <dl className="mx-auto grid max-w-3xl grid-cols-3 gap-4 text-center">
          {content.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse">
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-2xl font-extrabold text-primary sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <Section id="benefits" heading={content.benefits.heading} lead={content.benefits.lead}>
        <IconCardGrid items={content.benefits.items} icons={icons} />
      </Section>
      <Section
        id="consoles"
        tone="muted"
        heading={content.consoles.heading}
        lead={content.consoles.lead}
      >
        <StepList steps={content.consoles.steps} />
      </Section>
      <CtaBand
        id="ping"
        heading={content.honestNote.heading}
        text={content.honestNote.text}
        primary={content.cta}
      />
    </>
  );
}
