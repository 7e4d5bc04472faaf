import { Printer } from "lucide-react";
import type { LegalDocument } from "~/copy/legal/types";
import { Button } from "~/components/ui/button";
import { KeptHtml } from "~/lib/static-output/kept-html";
import { buildToc, formatLegalDate, type TocEntry } from "./toc";

/** The document text's kept markup (legal-body.server.tsx draws it). */
export const LEGAL_BODY_ID = "legal-body";

/** What the page needs as data: the date and the contents list. The text is kept markup. */
export type LegalOutline = { effectiveDate: string; toc: TocEntry[] };

export function legalOutline(document: LegalDocument): LegalOutline {
  return { effectiveDate: document.effectiveDate, toc: buildToc(document.sections) };
}

/**
 * The layout all five legal pages share: title, effective date, a table of contents built
 * from the sections, the numbered sections (kept markup, legal-body.server.tsx), and a print
 * button. Prints without the site's header, footer, contents list or buttons (see the print
 * rules in app.css).
 */
export function LegalDocumentView({
  heading,
  outline,
}: {
  heading: string;
  outline: LegalOutline;
}) {
  const { effectiveDate, toc } = outline;
  return (
    <article className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <header className="border-b pb-8">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Legal</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
          {heading}
        </h1>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
          <p className="text-muted-foreground">
            Effective date:{" "}
            <time dateTime={effectiveDate} className="font-medium text-foreground">
              {formatLegalDate(effectiveDate)}
            </time>
          </p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            data-print="hide"
            onClick={() => window.print()}
          >
            <Printer aria-hidden="true" />
            Print
          </Button>
        </div>
      </header>
      <div className="mt-10 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
        <nav
          aria-labelledby="toc-heading"
          data-print="hide"
          className="mb-10 self-start rounded-xl border bg-card p-5 lg:sticky lg:top-24"
        >
          <h2 id="toc-heading" className="text-sm font-semibold">
            On this page
          </h2>
          <ol className="mt-3 grid list-decimal gap-2 pl-5 text-sm marker:text-muted-foreground">
            {toc.map((entry) => (
              <li key={entry.id}>
                <a
                  href={`#${entry.id}`}
                  className="text-muted-foreground underline-offset-4 hover:text-primary hover:underline"
                >
                  {entry.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <KeptHtml id={LEGAL_BODY_ID} perPage className="grid max-w-3xl gap-10 leading-relaxed" />
      </div>
    </article>
  );
}
