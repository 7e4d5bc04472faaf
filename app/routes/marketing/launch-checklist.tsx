import { BadgeCheck } from "lucide-react";
import type { Route } from "./+types/launch-checklist";
import { type ChecklistSection, launchChecklistPage } from "~/copy/launch-checklist";
import { getPage, type PageEntry } from "~/copy/pages";
import { CheckList } from "~/features/marketing/check-list";
import { pageMeta } from "~/lib/seo/meta";
import { PageIntro } from "~/components/layout/page-intro";
import { hydrateOnIntent } from "~/lib/static-output/hydrate-on-intent";
import { keptHtmlClientMiddleware } from "~/lib/static-output/kept-html";
import { keptPageMiddleware } from "~/lib/static-output/kept-html.server";
import { KeptPage } from "~/lib/static-output/kept-page";

/** Nothing of its own to hydrate: its JavaScript loads on intent (decision 022). */
export const handle = hydrateOnIntent;

/** The whole page is server markup the browser keeps (decision 021). */
export const middleware: Route.MiddlewareFunction[] = [
  keptPageMiddleware(() => <LaunchChecklistBody page={getPage("/launch-checklist")} />),
];

export function loader() {
  return { page: getPage("/launch-checklist") };
}

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

/** An internal page: reachable from the footer, kept out of the main navigation. */
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

function ChecklistCard({ section }: { section: ChecklistSection }) {
  return (
    <section
      aria-labelledby={`${section.id}-heading`}
      className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
    >
      <h2 id={`${section.id}-heading`} className="mb-4 text-lg font-semibold">
        {section.title}
      </h2>
      <CheckList items={section.items} />
    </section>
  );
}

export default function LaunchChecklist() {
  return <KeptPage />;
}

function LaunchChecklistBody({ page }: { page: PageEntry }) {
  const content = launchChecklistPage;
  return (
    <>
      <PageIntro heading={page.heading} description={page.description}>
        <p className="inline-flex items-center gap-2 rounded-full border border-success/40 bg-success/10 px-4 py-2 text-sm font-medium">
          <BadgeCheck className="size-5 text-success" aria-hidden="true" />
          {content.status}
        </p>
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {content.sections.map((section) => (
            <ChecklistCard key={section.id} section={section} />
          ))}
        </div>
        <div className="mt-10">
          <ChecklistCard section={content.finalSteps} />
        </div>
      </div>
    </>
  );
}
