/**
 * A legal document as data. Text may hold links written as [label](href); the legal
 * document layout turns them into links.
 */
export type LegalTable = { caption: string; columns: string[]; rows: string[][] };

export type LegalBlock = string | { list: string[] } | { table: LegalTable };

export type LegalSection = { title: string; blocks: LegalBlock[] };

export type LegalDocument = {
  /** ISO date (YYYY-MM-DD) from which the document applies. */
  effectiveDate: string;
  /** Paragraphs before the first section. */
  intro: string[];
  sections: LegalSection[];
  /** An optional closing call to action, such as the refund policy's link to support. */
  action?: { text: string; label: string; href: string };
};

/** Terms, privacy and the other policies were last revised together. */
export const legalEffectiveDate = "2025-03-21";
