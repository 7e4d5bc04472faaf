import type { ArticleType, ContentType } from "./article-types";
import { formatCount } from "~/lib/text/format-count";
import { CONTENT_MAX } from "./content-input";
import { toOneLineText } from "./one-line-text";

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
  /** `signal` ends the work early (the scheduler's run when the server stops). */
  generate(request: GenerationRequest, signal?: AbortSignal): Promise<GeneratedContent>;
};

/**
 * A generator failure whose message is safe to show the admin, with the status the API answers:
 * 502 when the upstream failed, 503 when the server is busy with other generations.
 */
export class GenerationError extends Error {
  override name = "GenerationError";
  constructor(
    message: string,
    readonly status: 502 | 503 = 502,
  ) {
    super(message);
  }
}

/** `text` (what a generator wrote, or part of it) is longer than an item can hold. */
export function tooLongToKeep(text: string): GenerationError {
  return new GenerationError(
    `${text} is longer than the ${formatCount(CONTENT_MAX)} characters an article can hold`,
  );
}

/** Word limits of content generated from the content page (automations carry their own). */
export const defaultLength: Record<ContentType, { minWords: number; maxWords: number }> = {
  page: { minWords: 400, maxWords: 900 },
  blog: { minWords: 800, maxWords: 1500 },
};

/** A short plain-text summary: whole words, at most `limit` characters. */
export function excerptOf(text: string, limit = 200): string {
  const clean = toOneLineText(text);
  if (clean.length <= limit) return clean;
  const cut = toOneLineText(clean, limit - 1);
  const space = cut.lastIndexOf(" ");
  const words = space > 0 ? cut.slice(0, space) : cut;
  return `${words.replace(/[,;:.\s]+$/, "")}…`;
}

/** A duration for a message: "1 second", "2.5 seconds". */
export function inSeconds(ms: number): string {
  const value = Math.round(ms / 100) / 10;
  return `${value} second${value === 1 ? "" : "s"}`;
}
