import { marked } from "marked";
import { articleTypeInfo } from "./article-types";
import {
  type ContentGenerator,
  type GenerationRequest,
  GenerationError,
  excerptOf,
} from "./generator";

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
  const endpoint = `${options.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  return {
    name: "llm",
    async generate(request) {
      const signal = AbortSignal.timeout(options.timeoutMs);
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
        });
        if (!response.ok) {
          throw new GenerationError(
            `The language model refused the request (HTTP ${response.status})`,
          );
        }
        return markdownArticle(await readMarkdown(response), request.topic);
      } catch (error) {
        if (error instanceof GenerationError) throw error;
        throw new GenerationError(
          signal.aborted
            ? `The language model did not answer within ${seconds(options.timeoutMs)}`
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

async function readMarkdown(response: Response): Promise<string> {
  let body: { choices?: { message?: { content?: unknown } }[] };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new GenerationError("The language model's answer was not valid JSON");
  }
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== "string" || !content.trim()) {
    throw new GenerationError("The language model's answer contained no text");
  }
  return content;
}

/** Title from the first H1 (or the topic), the rest as HTML, excerpt from the first paragraph. */
export function markdownArticle(markdown: string, topic: string) {
  const lines = markdown.replace(/^```(?:markdown|md)?\s*\n([\s\S]*?)\n```\s*$/, "$1").split("\n");
  const titleIndex = lines.findIndex((line) => /^#\s+\S/.test(line));
  const title =
    titleIndex >= 0 ? lines[titleIndex]!.replace(/^#\s+/, "").replace(/[*_`]/g, "").trim() : topic;
  if (titleIndex >= 0) lines.splice(titleIndex, 1);
  // Any further H1 becomes an H2: the page's own title is its only H1.
  const html = marked.parse(lines.join("\n").replace(/^#\s/gm, "## "), { async: false });
  const firstParagraph = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? "";
  const excerpt = excerptOf(decodeEntities(firstParagraph.replace(/<[^>]*>/g, "")));
  return { title: title.slice(0, 200), excerpt, html };
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function seconds(ms: number): string {
  const value = Math.round(ms / 100) / 10;
  return `${value} second${value === 1 ? "" : "s"}`;
}
