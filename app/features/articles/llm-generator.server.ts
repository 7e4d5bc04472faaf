import { htmlToText } from "~/lib/text/html-text";
import { articleTypeInfo } from "./article-types";
import { CONTENT_MAX } from "./content-input";
import {
  type ContentGenerator,
  type GenerationRequest,
  GenerationError,
  excerptOf,
  inSeconds,
  tooLongToKeep,
} from "./generator";
import { markdownToHtml } from "./markdown-html.server";
import { withoutTrailing } from "~/lib/text/without-trailing";

export type LlmOptions = {
  /** The API base, e.g. https://api.example.com/v1; /chat/completions is appended. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
};

/**
 * A generator backed by any OpenAI-compatible chat-completions API. It asks for Markdown
 * (an H1 title, then the article); the caller sanitises the HTML before storing it.
 */
export function createLlmGenerator(options: LlmOptions): ContentGenerator {
  const endpoint = `${withoutTrailing(options.baseUrl, "/")}/chat/completions`;
  return {
    name: "llm",
    async generate(request, stop) {
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const signal = stop ? AbortSignal.any([timeout, stop]) : timeout;
      try {
        const response = await fetch(endpoint, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            messages: [
              { role: "system", content: systemPrompt },
              { role: "user", content: userPrompt(request) },
            ],
          }),
          signal,
          // An API answers where it is asked; a redirect could carry the prompt elsewhere.
          redirect: "manual",
        });
        if (response.status >= 300 && response.status < 400) {
          throw new GenerationError(
            `The language model's address redirects (HTTP ${response.status}); set LLM_BASE_URL to the address it redirects to`,
          );
        }
        if (!response.ok) {
          throw new GenerationError(
            `The language model refused the request (HTTP ${response.status})`,
          );
        }
        return await markdownArticle(await readMarkdown(response), request.topic);
      } catch (error) {
        if (error instanceof GenerationError) throw error;
        throw new GenerationError(
          stop?.aborted
            ? "Stopped before the language model answered"
            : timeout.aborted
              ? `The language model did not answer within ${inSeconds(options.timeoutMs)}`
              : "The language model could not be reached",
        );
      }
    },
  };
}

const systemPrompt =
  "You write clear, accurate articles for the website of a consumer VPN service. " +
  "Answer with Markdown only: one H1 title line, then the article using H2 and H3 headings, " +
  "paragraphs and lists. No front matter, no code fences around the whole answer, no placeholders.";

export function userPrompt(request: GenerationRequest): string {
  const kind = request.articleType
    ? `a blog post of the type "${articleTypeInfo[request.articleType].label}" (${articleTypeInfo[request.articleType].description})`
    : "a standalone website page";
  return [
    `Write ${kind} about: ${request.topic}`,
    `Tone: ${request.tone}.`,
    `Length: between ${request.minWords} and ${request.maxWords} words.`,
  ].join("\n");
}

/** The largest answer read: an article at CONTENT_MAX, every character escaped, fits easily. */
const ANSWER_MAX_BYTES = 1024 * 1024;

async function readMarkdown(response: Response): Promise<string> {
  // Read first, parse after: a read cut by the time limit is reported as the time limit,
  // not as an answer that was not JSON.
  const text = await readAtMost(response, ANSWER_MAX_BYTES);
  let body: { choices?: { message?: { content?: unknown } }[] };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new GenerationError("The language model's answer was not valid JSON");
  }
  const content = body?.choices?.[0]?.message?.content;
  if (typeof content !== "string" || !content.trim()) {
    throw new GenerationError("The language model's answer contained no text");
  }
  // Checked before converting, which is the costly step.
  if (content.length > CONTENT_MAX) throw tooLongToKeep("The language model's answer");
  return content;
}

/** The body as text, refused once it passes `limit` bytes (announced or received). */
async function readAtMost(response: Response, limit: number): Promise<string> {
  const tooLarge = () =>
    new GenerationError(`The language model's answer was larger than ${limit / 1024 / 1024} MB`);
  if (Number(response.headers.get("content-length")) > limit) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let received = 0;
  for await (const chunk of response.body ?? []) {
    received += chunk.byteLength;
    if (received > limit) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Title from the first H1 (or the topic), the rest as HTML, excerpt from the first paragraph. */
export async function markdownArticle(markdown: string, topic: string) {
  const lines = markdown.replace(/^```(?:markdown|md)?\s*\n([\s\S]*?)\n```\s*$/, "$1").split("\n");
  const titleIndex = lines.findIndex((line) => /^#\s+\S/.test(line));
  const title =
    titleIndex >= 0 ? lines[titleIndex]!.replace(/^#\s+/, "").replace(/[*_`]/g, "").trim() : topic;
  if (titleIndex >= 0) lines.splice(titleIndex, 1);
  // Any further H1 becomes an H2: the page's own title is its only H1.
  const html = await markdownToHtml(lines.join("\n").replace(/^#\s/gm, "## "));
  const firstParagraph = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? "";
  const excerpt = excerptOf(htmlToText(firstParagraph));
  return { title, excerpt, html };
}
