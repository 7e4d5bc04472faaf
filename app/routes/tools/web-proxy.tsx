import type { Route } from "./+types/web-proxy";
import { getEnv } from "~/config/env.server";
import { getPage } from "~/copy/pages";
import { webProxyCopy } from "~/copy/tool-copy/web-proxy";
import { WebProxy } from "~/features/tools/web-proxy/web-proxy";
import { pageMeta } from "~/lib/seo/meta";
import { ToolNotes, ToolPage } from "~/features/tools/shared/tool-page";

// Rendered per request (not prerendered), so PROXY_ORIGIN is read at run time.
export function loader() {
  return { page: getPage("/tools/web-proxy"), frameOrigin: getEnv().PROXY_ORIGIN ?? null };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function WebProxyPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData.page} notes={<ToolNotes {...webProxyCopy.notes} />}>
      <WebProxy frameOrigin={loaderData.frameOrigin} />
    </ToolPage>
  );
}
