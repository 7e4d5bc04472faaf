import { z } from "zod";
import { type ArticleType, type ContentType, articleTypes, contentTypes } from "./article-types";
import { invalidInput } from "~/lib/http/parse-input";
import { formatCount } from "~/lib/text/format-count";
import { isOneLineText } from "./one-line-text";
import { isValidSlug } from "./slug";

/** The message for an empty topic, the same in the form and from the API. */
export const TOPIC_REQUIRED = "Please enter a topic";
export const TOPIC_MAX = 200;
/** The longest title an item can have, typed or generated. */
export const TITLE_MAX = 200;
/** The longest content an item can be given, typed or generated (before sanitising). */
export const CONTENT_MAX = 90_000;

/** The refusal of a topic or title holding what one line of text cannot (one-line-text.ts). */
const notOneLine = (field: string) =>
  `The ${field} cannot hold control characters or direction overrides`;

/** A topic: required, trimmed, at most TOPIC_MAX characters, one line of text. */
export const topicSchema = z
  .string({ error: TOPIC_REQUIRED })
  .trim()
  .min(1, TOPIC_REQUIRED)
  .max(TOPIC_MAX, `The topic must be at most ${TOPIC_MAX} characters`)
  .refine(isOneLineText, notOneLine("topic"));

/** POST /api/content/generate: blogs default to a how-to; pages have no article type. */
export const GenerateInputSchema = z
  .object({
    topic: topicSchema,
    type: z.enum(contentTypes, { error: 'The type must be "page" or "blog"' }),
    articleType: z
      .enum(articleTypes, { error: `The article type must be one of: ${articleTypes.join(", ")}` })
      .optional(),
  })
  .transform(({ topic, type, articleType }): GenerateInput => ({
    topic,
    type,
    articleType: type === "blog" ? (articleType ?? "how-to") : null,
  }));

export type GenerateInput = { topic: string; type: ContentType; articleType: ArticleType | null };

/** PATCH /api/content/{id}: the fields to change (checkSchedule adds the rules between them). */
export const UpdateInputSchema = z
  .strictObject({
    title: z
      .string({ error: "The title must be text" })
      .trim()
      .min(1, "Please enter a title")
      .max(TITLE_MAX, `The title must be at most ${TITLE_MAX} characters`)
      .refine(isOneLineText, notOneLine("title")),
    slug: z
      .string({ error: "The address must be text" })
      .trim()
      .refine(
        isValidSlug,
        "The address may only hold lower-case letters, digits and single hyphens",
      ),
    content: z
      .string({ error: "The content must be text" })
      .trim()
      .min(1, "The content cannot be empty")
      .max(CONTENT_MAX, `The content must be at most ${formatCount(CONTENT_MAX)} characters`),
    published: z.boolean({ error: "published must be true or false" }),
    // ISO 8601 with a time zone, checked as a calendar date: Date.parse turned 30 February
    // into 2 March, and read a time without a zone in the server's own.
    scheduledFor: z
      .string({ error: "scheduledFor must be a date and time or null" })
      .pipe(
        z.iso.datetime({
          offset: true,
          error:
            "scheduledFor must be a date and time with a time zone, such as 2027-06-01T09:00:00Z",
        }),
      )
      .transform((text) => new Date(text))
      .nullable(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Nothing to change");

export type UpdateInput = z.output<typeof UpdateInputSchema>;

/** How far ahead a publication can be scheduled (a year past 9999 is no time a database holds). */
export const SCHEDULE_MAX_YEARS = 10;

/**
 * The rules a schedule follows, against the item as stored: a publication time lies in the
 * future, within SCHEDULE_MAX_YEARS, and only an unpublished item is scheduled. Throws
 * InvalidInputError (a 400).
 */
export function checkSchedule(update: UpdateInput, current: { published: boolean }, now: Date) {
  const { scheduledFor, published } = update;
  if (!scheduledFor) return;
  if (scheduledFor <= now)
    invalidInput("Choose a publication time in the future", ["scheduledFor"]);
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + SCHEDULE_MAX_YEARS);
  if (scheduledFor > latest) {
    invalidInput(`Choose a publication time within the next ${SCHEDULE_MAX_YEARS} years`, [
      "scheduledFor",
    ]);
  }
  if (published ?? current.published) {
    invalidInput("This item is already published; unpublish it to schedule it", ["scheduledFor"]);
  }
}
