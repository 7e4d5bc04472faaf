import type { Route } from "./+types/vpn-accessibility";
import { getPage } from "~/copy/pages";
import { vpnAccessibilityNotes } from "~/copy/tool-copy/vpn-accessibility";
import { pageMeta } from "~/lib/seo/meta";
import { ToolPage, type ToolWidth } from "~/features/tools/shared/tool-page";
import { toolFrameHtml } from "~/features/tools/shared/tool-frame.server";
import { keptHtmlClientMiddleware } from "~/lib/static-output/kept-html";
import { VpnAccessibility } from "~/features/tools/vpn-accessibility/vpn-accessibility";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";

/** Readable without JavaScript; its filters are kept until hydration: on intent (decision 022). */
export const handle = hydrateOnIntent;

/** A grid of cards: the tool and what follows it share one width. */
const width: ToolWidth = "wide";

/** The notes and the call to action after the tool: server markup, kept by the browser. */
export const middleware: Route.MiddlewareFunction[] = [
  toolFrameHtml({ notes: vpnAccessibilityNotes, width }),
];

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

export function loader() {
  return { page: getPage("/tools/vpn-accessibility") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function VpnAccessibilityPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData.page} width={width} needsScript={false}>
      <VpnAccessibility />
    </ToolPage>
  );
}
