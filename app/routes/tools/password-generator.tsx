import type { Route } from "./+types/password-generator";
import { publicConfigFromMatches } from "~/config/public-config";
import { getPage } from "~/copy/pages";
import { PasswordGenerator } from "~/features/tools/password-generator/password-generator";
import { seoMeta } from "~/lib/seo/meta";
import { ToolPage } from "~/features/tools/shared/tool-page";

export function loader() {
  return { page: getPage("/tools/password-generator") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seoMeta({ ...loaderData.page, origin: publicConfigFromMatches(matches).origin })
    : [];

export default function PasswordGeneratorPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData.page}>
      <PasswordGenerator />
    </ToolPage>
  );
}
