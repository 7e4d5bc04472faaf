import type { Route } from "./+types/password-checker";
import { publicConfigFromMatches } from "~/config/public-config";
import { getPage } from "~/copy/pages";
import { passwordCheckerCopy } from "~/copy/tool-copy/passwords";
import { PasswordChecker } from "~/features/tools/password-checker/password-checker";
import { seoMeta } from "~/lib/seo/meta";
import { ToolNotes, ToolPage } from "~/features/tools/shared/tool-page";

export function loader() {
  return { page: getPage("/tools/password-checker") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? seoMeta({ ...loaderData.page, origin: publicConfigFromMatches(matches).origin })
    : [];

export default function PasswordCheckerPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData.page} notes={<ToolNotes {...passwordCheckerCopy.notes} />}>
      <PasswordChecker />
    </ToolPage>
  );
}
