import { ArrowRight } from "lucide-react";
import { Link, type ShouldRevalidateFunction, useLocation } from "react-router";
import type { Route } from "./+types/tools-index";
import { getPage } from "~/copy/pages";
import { toolCategories, toolIndexCopy, tools } from "~/copy/tools";
import { pageMeta } from "~/lib/seo/meta";
import {
  filterTools,
  parseToolCategory,
  toolCategoryHref,
} from "~/features/tools/shared/tool-category";
import { toolFrameHtml } from "~/features/tools/shared/tool-frame.server";
import { keptHtmlClientMiddleware } from "~/lib/static-output/kept-html";
import { ToolAfter } from "~/features/tools/shared/tool-page";
import { ToolIcon } from "~/features/tools/shared/tool-icon";
import { PageIntro } from "~/components/layout/page-intro";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { hydrateOnIntent, inPageLink } from "~/lib/static-output/hydrate-on-intent";

/** Its tabs act in the page: its JavaScript loads on intent (decision 022). */
export const handle = hydrateOnIntent;

/** The call to action after the list: server markup, kept by the browser. */
export const middleware: Route.MiddlewareFunction[] = [toolFrameHtml()];

export const clientMiddleware: Route.ClientMiddlewareFunction[] = [keptHtmlClientMiddleware];

export function loader() {
  return { page: getPage("/tools"), tools };
}

/** Switching tabs only changes the query string: the tool list is already here. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(loaderData?.page, matches);

const categoryLabel = Object.fromEntries(
  toolCategories.map((category) => [category.id, category.label]),
);

export default function ToolsIndex({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  // useLocation rather than useSearchParams: it is already in every page's router bundle.
  const active = parseToolCategory(new URLSearchParams(useLocation().search));
  const shown = filterTools(loaderData.tools, active);
  return (
    <>
      <PageIntro heading={page.heading} description={page.description} />
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <nav aria-label={toolIndexCopy.filterLabel} className="flex justify-center">
          <ul className="flex flex-wrap justify-center gap-1 rounded-xl border bg-card p-1">
            {toolCategories.map((category) => {
              const current = category.id === active;
              return (
                <li key={category.id}>
                  <Link
                    {...inPageLink}
                    to={toolCategoryHref(category.id)}
                    preventScrollReset
                    aria-current={current ? "true" : undefined}
                    className={cn(
                      "inline-flex h-9 items-center rounded-lg px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                      current
                        ? "bg-primary text-primary-foreground shadow-sm"
                        : "text-muted-foreground hover:bg-accent hover:text-accent-foreground",
                    )}
                  >
                    {category.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <p className="mt-6 text-center text-sm text-muted-foreground" aria-live="polite">
          {toolIndexCopy.count(shown.length)}
        </p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((tool) => (
            <li key={tool.id} className="flex flex-col rounded-xl border bg-card p-6 shadow-sm">
              <div className="flex items-start justify-between gap-4">
                <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary ring-1 ring-primary/20">
                  <ToolIcon name={tool.icon} className="size-5" />
                </span>
                <Badge variant="outline">{categoryLabel[tool.category]}</Badge>
              </div>
              <h2 className="mt-5 text-lg font-semibold">{tool.title}</h2>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">
                {tool.description}
              </p>
              <Link
                to={`/tools/${tool.id}`}
                className={cn(buttonClass({ variant: "outline" }), "mt-6 self-start")}
              >
                {toolIndexCopy.launch}
                <span className="sr-only">: {tool.title}</span>
                <ArrowRight aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <ToolAfter />
    </>
  );
}
