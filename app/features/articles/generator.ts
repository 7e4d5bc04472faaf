import type { ArticleType, ContentType } from "./article-types";

/** What to write: a page or an article of one type, about a topic, within a length. */
export type GenerationRequest = {
  topic: string;
  type: ContentType;
  /** Null for pages. */
  articleType: ArticleType | null;
  tone: string;
  minWords: number;
  maxWords: number;
};

/** What a generator returns: HTML that is sanitised before it is stored. */
export type GeneratedContent = { title: string; excerpt: string; html: string };

/** The one interface both generators (built-in and LLM) implement. */
export type ContentGenerator = {
  readonly name: string;
  generate(request: GenerationRequest): Promise<GeneratedContent>;
};

/** A generator failure whose message is safe to show the admin. */
export class GenerationError extends Error {
  override name = "GenerationError";
}

/** Word limits of content generated from the content page (automations carry their own). */
export const defaultLength: Record<ContentType, { minWords: number; maxWords: number }> = {
  page: { minWords: 400, maxWords: 900 },
  blog: { minWords: 800, maxWords: 1500 },
};

/** Words in HTML's text: tags dropped, entities counted as the text they stand for. */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, " ").replace(/&[a-z#0-9]+;/gi, "'");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** A short plain-text summary: whole words, at most `limit` characters. */
export function excerptOf(text: string, limit = 200): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 1)).replace(/[,;:.\s]+$/, "")}…`;
}
