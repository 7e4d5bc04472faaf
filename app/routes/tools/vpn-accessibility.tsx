import type { Route } from "./+types/vpn-accessibility";
import { getPage } from "~/copy/pages";
import { vpnAccessibilityCopy } from "~/copy/tool-copy/vpn-accessibility";
import { pageMeta } from "~/lib/seo/meta";
import { ToolNotes, ToolPage } from "~/features/tools/shared/tool-page";
import { VpnAccessibility } from "~/features/tools/vpn-accessibility/vpn-accessibility";

export function loader() {
  return { page: getPage("/tools/vpn-accessibility") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

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
