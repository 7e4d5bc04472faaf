import { Fragment } from "react";
import { Link, type MiddlewareFunction } from "react-router";
import type { LegalBlock, LegalDocument, LegalTable } from "~/copy/legal/types";
import { ButtonLink } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { keptHtmlMiddleware } from "~/lib/static-output/kept-html.server";
import { parseInlineLinks } from "./inline-links";
import { LEGAL_BODY_ID } from "./legal-document";
import { buildToc } from "./toc";

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
 * The document's text: intro, numbered sections (anchored as the contents list links them,
 * both from `buildToc`), and the closing action.
 */
function LegalBody({ document }: { document: LegalDocument }) {
  const toc = buildToc(document.sections);
  return (
    <>
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
    </>
  );
}

/**
 * A legal page's middleware: the document's text never changes, so it is drawn on the server,
 * once per process, and the browser keeps the document's copy (`LegalDocumentView`'s
 * KeptHtml). Neither the text nor its components are sent again as data or JavaScript
 * (decision 021).
 */
export function legalBodyHtml(document: LegalDocument): MiddlewareFunction<Response> {
  return keptHtmlMiddleware(LEGAL_BODY_ID, () => <LegalBody document={document} />);
}
