import type { Route } from "./+types/password-generator";
import { getPage } from "~/copy/pages";
import { PasswordGenerator } from "~/features/tools/password-generator/password-generator";
import { pageMeta } from "~/lib/seo/meta";
import { ToolPage } from "~/features/tools/shared/tool-page";
import { toolFrameHtml } from "~/features/tools/shared/tool-frame.server";
import { keptHtmlClientMiddleware } from "~/lib/static-output/kept-html";
import { hydrateAfterLoad } from "~/lib/static-output/hydrate-on-intent";

/** Makes its first password in the browser as the page loads: once it has loaded (decision 022). */
export const handle = hydrateAfterLoad;

/** The notes and the call to action after the tool: server markup, kept by the browser. */
export const middleware: Route.MiddlewareFunction[] = [toolFrameHtml()];

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

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
