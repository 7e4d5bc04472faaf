import type { ReactNode } from "react";
import type { MiddlewareFunction } from "react-router";
import { keptHtmlMiddleware } from "~/lib/static-output/kept-html.server";
import { ToolCta } from "./tool-cta";
import { DbipAttribution } from "./result-actions";
import { TOOL_AFTER_ID, toolWidthClass, type ToolWidth } from "./tool-page";

export type ToolNotesCopy = { readonly heading: string; readonly paragraphs: readonly string[] };

/**
 * A tool page's middleware: what follows the tool (its notes and the call to action) never
 * changes, so it is drawn on the server, once per process, and the browser keeps the
 * document's copy (ToolAfter, KeptHtml) instead of hydrating it. Its components and copy are
 * not in the page's JavaScript (decision 021, amendment).
 */
export function toolFrameHtml({
  notes,
  attribution = false,
  width = "default",
}: {
  notes?: ToolNotesCopy;
  /** The DB-IP credit under the notes, on pages that show its data. */
  attribution?: boolean;
  width?: ToolWidth;
} = {}): MiddlewareFunction<Response> {
  return keptHtmlMiddleware(TOOL_AFTER_ID, () => (
    <>
      {notes ? (
        <div className={`mx-auto ${toolWidthClass[width]} px-4 pb-16 sm:px-6`}>
          <ToolNotes notes={notes}>{attribution ? <DbipAttribution /> : null}</ToolNotes>
        </div>
      ) : null}
      <ToolCta />
    </>
  ));
}

/** A titled block of explanatory copy below a tool. */
function ToolNotes({ notes, children }: { notes: ToolNotesCopy; children?: ReactNode }) {
  return (
    <section className="grid gap-3 text-sm leading-relaxed text-muted-foreground">
      <h2 className="text-lg font-semibold text-foreground">{notes.heading}</h2>
      {notes.paragraphs.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {children}
    </section>
  );
}
