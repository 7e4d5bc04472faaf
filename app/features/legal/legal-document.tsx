import { Printer } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import type { LegalBlock, LegalDocument, LegalTable } from "~/copy/legal/types";
import { Button, ButtonLink } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { parseInlineLinks } from "./inline-links";
import { buildToc, formatLegalDate } from "./toc";

const linkClass = "font-medium text-primary underline underline-offset-4";

function RichText({ text }: { text: string }) {
  return parseInlineLinks(text).map((segment, index) => {
    if (!segment.href) return <Fragment key={index}>{segment.text}</Fragment>;
    return segment.href.startsWith("/") ? (
      <Link key={index} to={segment.href} className={linkClass}>
        {segment.text}
      </Link>
    ) : (
      <a key={index} href={segment.href} className={linkClass}>
        {segment.text}
      </a>
    );
  });
}

function Table({ table }: { table: LegalTable }) {
  return (
    <DataTable
      caption={table.caption}
      minWidth="min-w-[36rem]"
      columns={table.columns.map((label) => ({ label }))}
      rows={table.rows.map((row) => ({
        key: row.join("|"),
        cells: row.map((cell, index) => (index === 0 ? cell : <RichText text={cell} />)),
      }))}
    />
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string")
    return (
      <p>
        <RichText text={block} />
      </p>
    );
  if ("table" in block) return <Table table={block.table} />;
  return (
    <ul className="grid list-disc gap-2 pl-6 marker:text-primary">
      {block.list.map((item) => (
        <li key={item}>
          <RichText text={item} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The layout all five legal pages share: title, effective date, a table of contents built
 * from the sections, numbered sections, and a print button. Prints without the site's
 * header, footer, contents list or buttons (see the print rules in app.css).
 */
export function LegalDocumentView({
  heading,
  document,
}: {
  heading: string;
  document: LegalDocument;
}) {
  const toc = buildToc(document.sections);
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
            <time dateTime={document.effectiveDate} className="font-medium text-foreground">
              {formatLegalDate(document.effectiveDate)}
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
        <div className="grid max-w-3xl gap-10 leading-relaxed">
          {document.intro.length > 0 ? (
            <div className="grid gap-4 text-lg">
              {document.intro.map((paragraph) => (
                <Block key={paragraph} block={paragraph} />
              ))}
            </div>
          ) : null}
          {document.sections.map((section, index) => {
            const id = toc[index]?.id;
            return (
              <section key={id} aria-labelledby={id} className="grid scroll-mt-24 gap-4">
                <h2 id={id} className="scroll-mt-24 text-2xl font-semibold tracking-tight">
                  {index + 1}. {section.title}
                </h2>
                {section.blocks.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} />
                ))}
              </section>
            );
          })}
          {document.action ? (
            <div className="rounded-xl border bg-card p-6" data-print="hide">
              <p>{document.action.text}</p>
              <ButtonLink to={document.action.href} className="mt-4">
                {document.action.label}
              </ButtonLink>
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}
