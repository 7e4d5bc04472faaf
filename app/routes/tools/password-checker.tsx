import type { Route } from "./+types/password-checker";
import { publicConfigFromMatches } from "~/config/public-config";
import { getPage } from "~/content/pages";
import { passwordCheckerCopy } from "~/content/tool-copy/passwords";
import { PasswordChecker } from "~/features/passwords/password-checker";
import { seoMeta } from "~/features/seo/meta";
import { ToolNotes, ToolPage } from "~/features/tools/tool-page";

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
