import {
  Code,
  KeyRound,
  Lock,
  type LucideIcon,
  EyeOff,
  Route as RouteIcon,
  Smartphone,
} from "lucide-react";
import type { Route } from "./+types/security";
import { getPage, type PageEntry } from "~/copy/pages";
import { protocols } from "~/copy/protocols";
import { type SecurityIcon, securityPage } from "~/copy/security";
import { CtaBand } from "~/features/marketing/cta-band";
import { IconCardGrid } from "~/features/marketing/icon-card-grid";
import { ProtocolsSection } from "~/features/marketing/protocol-cards";
import { Section } from "~/features/marketing/section";
import { pageMeta } from "~/lib/seo/meta";
import { Badge } from "~/components/ui/badge";
import { PageIntro } from "~/components/layout/page-intro";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";
import { keptHtmlClientMiddleware } from "~/lib/static-output/kept-html";
import { keptPageMiddleware } from "~/lib/static-output/kept-html.server";
import { KeptPage } from "~/lib/static-output/kept-page";

/** Nothing of its own to hydrate: its JavaScript loads on intent (decision 022). */
export const handle = hydrateOnIntent;

/** The whole page is server markup the browser keeps (decision 021). */
export const middleware: Route.MiddlewareFunction[] = [
  keptPageMiddleware(() => <SecurityBody page={getPage("/security")} />),
];

export function loader() {
  return { page: getPage("/security") };
}

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

const icons: Record<SecurityIcon, LucideIcon> = {
  lock: Lock,
  key: KeyRound,
  "eye-off": EyeOff,
  code: Code,
  smartphone: Smartphone,
  route: RouteIcon,
};

export default function Security() {
  return <KeptPage />;
}

function SecurityBody({ page }: { page: PageEntry }) {
  const content = securityPage;
  return (
    <>
      <PageIntro heading={page.heading} description={page.description} />
      <Section id="protection" heading={content.features.heading} lead={content.features.lead}>
        <IconCardGrid items={content.features.items} icons={icons} />
      </Section>
      <ProtocolsSection copy={content.protocols} protocols={protocols} />
      <Section id="badges" heading={content.badges.heading}>
        <ul className="mx-auto flex max-w-4xl flex-wrap justify-center gap-3">
          {content.badges.items.map((badge) => (
            <li key={badge}>
              <Badge variant="brand" size="lg">
                {badge}
              </Badge>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBand
        id="check"
        heading={content.closing.heading}
        text={content.closing.text}
        primary={content.closing.primary}
        secondary={content.closing.secondary}
      />
    </>
  );
}
