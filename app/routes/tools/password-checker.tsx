import type { Route } from "./+types/password-checker";
import { getPage } from "~/copy/pages";
import { passwordCheckerNotes } from "~/copy/tool-copy/passwords";
import { PasswordChecker } from "~/features/tools/password-checker/password-checker";
import { pageMeta } from "~/lib/seo/meta";
import { ToolPage } from "~/features/tools/shared/tool-page";
import { toolFrameHtml } from "~/features/tools/shared/tool-frame.server";
import { keptHtmlClientMiddleware } from "~/lib/static-output/kept-html";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";

/** Starts with what is typed, which is kept until hydration: on intent (decision 022). */
export const handle = hydrateOnIntent;

/** The notes and the call to action after the tool: server markup, kept by the browser. */
export const middleware: Route.MiddlewareFunction[] = [
  toolFrameHtml({ notes: passwordCheckerNotes }),
];

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

export function loader() {
  return { page: getPage("/tools/password-checker") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function PasswordCheckerPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData.page}>
      <PasswordChecker />
    </ToolPage>
  );
}
