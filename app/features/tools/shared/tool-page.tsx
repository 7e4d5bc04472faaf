import { RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import type { PageEntry } from "~/copy/pages";
import { toolShared } from "~/copy/tools";
import { PageIntro } from "~/components/layout/page-intro";
import { Button } from "~/components/ui/button";
import { ToolCta } from "./tool-cta";

/**
 * The frame of a tool page: heading, the tool itself (it works in the browser after
 * hydration; the prerendered shell shows its loading state), notes, and the call to action.
 */
export function ToolPage({
  page,
  children,
  notes,
  width = "default",
  needsScript = true,
}: {
  page: PageEntry;
  children: ReactNode;
  notes?: ReactNode;
  /** "wide" for tools that lay out a grid of cards or a map. */
  width?: "default" | "wide";
  /** False for tools whose content is readable without JavaScript. */
  needsScript?: boolean;
}) {
  const max = width === "wide" ? "max-w-6xl" : "max-w-3xl";
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
      {notes ? <div className={`mx-auto ${max} px-4 pb-16 sm:px-6`}>{notes}</div> : null}
      <ToolCta />
    </>
  );
}

/** A titled block of explanatory copy below a tool. */
export function ToolNotes({
  heading,
  paragraphs,
  children,
}: {
  heading: string;
  paragraphs: readonly string[];
  children?: ReactNode;
}) {
  return (
    <section className="grid gap-3 text-sm leading-relaxed text-muted-foreground">
      <h2 className="text-lg font-semibold text-foreground">{heading}</h2>
      {paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {children}
    </section>
  );
}

/** The DB-IP licence asks for a visible link wherever its data is shown. */
export function DbipAttribution() {
  return (
    <p className="text-xs text-muted-foreground">
      <a className="underline underline-offset-2 hover:text-foreground" href={toolShared.dbipHref}>
        {toolShared.dbipLabel}
      </a>
    </p>
  );
}

/** Below a result: the DB-IP credit where its data is shown, and a button to run the tool again. */
export function ResultActions({
  label,
  onAction,
  attribution = false,
}: {
  label: string;
  onAction: () => void;
  attribution?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {attribution ? <DbipAttribution /> : <span />}
      <Button variant="outline" size="sm" onClick={onAction}>
        <RotateCcw aria-hidden="true" />
        {label}
      </Button>
    </div>
  );
}
