import type { ArticleTemplate, TemplateSection } from "~/copy/article-template-types";
import { aspects, generalSentences, pageTemplate } from "~/copy/article-templates-general";
import { guideTemplates } from "~/copy/article-templates-guides";
import { storyTemplates } from "~/copy/article-templates-stories";
import { site } from "~/config/site";
import { countWords } from "~/lib/text/html-text";
import type { ArticleType } from "./article-types";
import {
  type ContentGenerator,
  type GeneratedContent,
  type GenerationRequest,
  excerptOf,
} from "./generator";
import { escapeHtml, seededRandom, shuffled, titleCase } from "./text-utils";

const templates: Record<ArticleType, ArticleTemplate> = { ...guideTemplates, ...storyTemplates };

/** A place prose can go: a section or sub-section, with the sentences it has taken so far. */
type Slot = { section: TemplateSection; level: 2 | 3; taken: string[]; isClosing: boolean };

/**
 * The generator that works offline: a complete, structured article from the copy in
 * app/copy/article-templates-*.ts, varied by topic (a seeded choice of title, settings
 * and sentence order) and filled sentence by sentence until it lies within the word limits.
 */
export const builtinGenerator: ContentGenerator = {
  name: "built-in",
  async generate(request) {
    return writeArticle(request);
  },
};

export function writeArticle(request: GenerationRequest): GeneratedContent {
  const topic = request.topic.replace(/\s+/g, " ").trim();
  const template = request.articleType ? templates[request.articleType] : pageTemplate;
  const random = seededRandom(`${request.type}:${request.articleType}:${topic.toLowerCase()}`);
  const aspectOrder = shuffled(aspects, random);
  let aspectIndex = 0;
  const fill = (text: string) =>
    text
      .replaceAll("{Topic}", topic.charAt(0).toUpperCase() + topic.slice(1))
      .replaceAll("{topic}", topic)
      .replaceAll("{brand}", site.shortName)
      .replaceAll("{aspect}", aspectOrder[aspectIndex++ % aspectOrder.length]!);

  const titleTemplate = template.titles[Math.floor(random() * template.titles.length)]!;
  const title = fill(titleTemplate.replace(/\{topic\}/gi, titleCase(topic)));
  const intro = template.intro.map(fill);
  const slots: Slot[] = [];
  for (const section of template.sections) {
    slots.push({ section, level: 2, taken: [], isClosing: false });
    for (const child of section.children ?? []) {
      slots.push({ section: child, level: 3, taken: [], isClosing: false });
    }
  }
  slots.push({ section: template.closing, level: 2, taken: [], isClosing: true });

  // Every slot with prose of its own starts with its first sentence.
  for (const slot of slots) {
    const first = slot.section.sentences[0];
    if (first) slot.taken.push(fill(first));
  }
  const render = () => renderArticle(intro, slots, fill);
  let words = countWords(render());
  const target = request.minWords + Math.floor((request.maxWords - request.minWords) * 0.3);

  for (const { slot, sentence } of extraSentences(slots, random, fill)) {
    if (words >= target) break;
    const added = countWords(sentence);
    if (words + added > request.maxWords) {
      if (words >= request.minWords) break;
      continue;
    }
    slot.taken.push(sentence);
    words += added;
  }
  const html = render();
  return { title, excerpt: excerptOf(intro.join(" ")), html };
}

/** The sentences that may lengthen the article: each slot's own, then general ones. */
function* extraSentences(
  slots: Slot[],
  random: () => number,
  fill: (text: string) => string,
): Generator<{ slot: Slot; sentence: string }> {
  const longest = Math.max(...slots.map((slot) => slot.section.sentences.length));
  for (let round = 1; round < longest; round++) {
    for (const slot of slots) {
      const sentence = slot.section.sentences[round];
      if (sentence) yield { slot, sentence: fill(sentence) };
    }
  }
  const body = slots.filter((slot) => !slot.isClosing);
  let next = 0;
  const withAspect = generalSentences.filter((text) => text.includes("{aspect}"));
  const pool = [...shuffled(generalSentences, random)];
  for (let pass = 1; pass < aspects.length; pass++) pool.push(...shuffled(withAspect, random));
  for (const text of pool) yield { slot: body[next++ % body.length]!, sentence: fill(text) };
}

function renderArticle(intro: string[], slots: Slot[], fill: (text: string) => string): string {
  const parts = [paragraphs(intro)];
  for (const slot of slots) {
    const { section, level } = slot;
    parts.push(`<h${level}>${escapeHtml(fill(section.heading))}</h${level}>`);
    if (section.list) {
      const tag = section.list.ordered ? "ol" : "ul";
      const items = section.list.items.map((item) => `<li>${escapeHtml(fill(item))}</li>`);
      parts.push(`<${tag}>${items.join("")}</${tag}>`);
    }
    if (slot.taken.length) parts.push(paragraphs(slot.taken));
  }
  return parts.join("\n");
}

/** Sentences grouped three to a paragraph. */
function paragraphs(sentences: string[]): string {
  const groups: string[] = [];
  for (let i = 0; i < sentences.length; i += 3) {
    groups.push(`<p>${escapeHtml(sentences.slice(i, i + 3).join(" "))}</p>`);
  }
  return groups.join("\n");
}
