import type { Route } from "./+types/password-checker";
import { getPage } from "~/copy/pages";
import { passwordCheckerCopy } from "~/copy/tool-copy/passwords";
import { PasswordChecker } from "~/features/tools/password-checker/password-checker";
import { pageMeta } from "~/lib/seo/meta";
import { ToolNotes, ToolPage } from "~/features/tools/shared/tool-page";

export function loader() {
  return { page: getPage("/tools/password-checker") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function PasswordCheckerPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData.page} notes={<ToolNotes {...passwordCheckerCopy.notes} />}>
      <PasswordChecker />
    </ToolPage>
  );
}
