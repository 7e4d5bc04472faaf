import type { Route } from "./+types/password-generator";
import { getPage } from "~/copy/pages";
import { PasswordGenerator } from "~/features/tools/password-generator/password-generator";
import { pageMeta } from "~/lib/seo/meta";
import { ToolPage } from "~/features/tools/shared/tool-page";
import { toolFrameHtml } from "~/features/tools/shared/tool-frame.server";

/** The notes and the call to action after the tool: server markup, kept by the browser. */
export const middleware: Route.MiddlewareFunction[] = [toolFrameHtml()];

export function loader() {
  return { page: getPage("/tools/password-generator") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function PasswordGeneratorPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData.page}>
      <PasswordGenerator />
    </ToolPage>
  );
}
