import type { ReactNode } from "react";
import type { PageEntry } from "~/copy/pages";
import { toolShared } from "~/copy/tool-copy/shared";
import { PageIntro } from "~/components/layout/page-intro";
import { KeptHtml } from "~/lib/static-output/kept-html";

/** "wide" for tools that lay out a grid of cards or a map. */
export type ToolWidth = "default" | "wide";
export const toolWidthClass: Record<ToolWidth, string> = {
  default: "max-w-3xl",
  wide: "max-w-6xl",
};

/** The island after the tool: the route's middleware draws it (tool-frame.server.tsx). */
export const TOOL_AFTER_ID = "tool-after";

/**
 * What follows the tool (notes, call to action): the server's markup, kept, not hydrated. A
 * tool route exports `keptHtmlClientMiddleware`, so a client-side navigation brings it along.
 */
export function ToolAfter() {
  return <KeptHtml id={TOOL_AFTER_ID} perPage />;
}

/**
 * The frame of a tool page: heading, the tool itself (it works in the browser after
 * hydration; the prerendered shell shows its loading state), then its notes and the call to
 * action, which the route's middleware draws (`toolFrameHtml`, with the same width).
 */
export function ToolPage({
  page,
  children,
  width = "default",
  needsScript = true,
}: {
  page: PageEntry;
  children: ReactNode;
  width?: ToolWidth;
  /** False for tools whose content is readable without JavaScript. */
  needsScript?: boolean;
}) {
  const max = toolWidthClass[width];
  return (
    <>
      <PageIntro heading={page.heading} description={page.description} />
      <section aria-label={page.heading} className={`mx-auto ${max} px-4 py-12 sm:px-6`}>
        {needsScript ? (
          <noscript>
            <p className="mb-6 rounded-lg border bg-card p-4 text-sm">{toolShared.noScript}</p>
          </noscript>
        ) : null}
        {children}
      </section>
      <ToolAfter />
    </>
  );
}
