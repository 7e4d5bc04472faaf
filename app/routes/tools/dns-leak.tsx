import type { Route } from "./+types/dns-leak";
import { getPage } from "~/copy/pages";
import { dnsLeakCopy } from "~/copy/tool-copy/dns-leak";
import { DnsLeakTest } from "~/features/tools/dns-leak/dns-leak-test";
import { pageMeta } from "~/lib/seo/meta";
import { ToolNotes, ToolPage } from "~/features/tools/shared/tool-page";

export function loader() {
  return { page: getPage("/tools/dns-leak") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

export default function DnsLeakPage({ loaderData }: Route.ComponentProps) {
  return (
    <ToolPage page={loaderData.page} notes={<ToolNotes {...dnsLeakCopy.notes} />}>
      <DnsLeakTest />
    </ToolPage>
  );
}
