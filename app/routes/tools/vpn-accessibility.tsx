import type { Route } from "./+types/vpn-accessibility";
import { publicConfigFromMatches } from "~/config/public-config";
import { getPage } from "~/copy/pages";
import { vpnAccessibilityCopy } from "~/copy/tool-copy/vpn-accessibility";
import { seoMeta } from "~/lib/seo/meta";
import { ToolNotes, ToolPage } from "~/features/tools/shared/tool-page";
import { VpnAccessibility } from "~/features/tools/vpn-accessibility/vpn-accessibility";

export function loader() {
  return { page: getPage("/tools/vpn-accessibility") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seoMeta({ ...loaderData.page, origin: publicConfigFromMatches(matches).origin })
    : [];

export default function VpnAccessibilityPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage
      page={loaderData.page}
      width="wide"
      needsScript={false}
      notes={<ToolNotes {...vpnAccessibilityCopy.notes} />}
    >
      <VpnAccessibility />
    </ToolPage>
  );
}
