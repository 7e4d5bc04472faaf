import { z } from "zod";
import { type ArticleType, type ContentType, articleTypes, contentTypes } from "./article-types";
import { isValidSlug } from "./slug";

/** The message for an empty topic, the same in the form and from the API. */
export const TOPIC_REQUIRED = "Please enter a topic";
export const TOPIC_MAX = 200;

/** A topic: required, trimmed, at most TOPIC_MAX characters. */
export const topicSchema = z
  .string({ error: TOPIC_REQUIRED })
  .trim()
  .min(1, TOPIC_REQUIRED)
  .max(TOPIC_MAX, `The topic must be at most ${TOPIC_MAX} characters`);

const generateSchema = z.object({
  topic: topicSchema,
  type: z.enum(contentTypes, { error: 'The type must be "page" or "blog"' }),
  articleType: z
    .enum(articleTypes, { error: `The article type must be one of: ${articleTypes.join(", ")}` })
    .optional(),
});

export type GenerateInput = { topic: string; type: ContentType; articleType: ArticleType | null };

/** One problem with a request body: where (field path) and what. */
export type InputIssue = { path: (string | number)[]; code: string; message: string };

export type Parsed<T> =
  { ok: true; value: T } | { ok: false; message: string; issues: InputIssue[] };

/** A refusal found after the schema passed (a rule between fields, or about the present). */
export function invalid(message: string, path: (string | number)[]): Parsed<never> {
  return { ok: false, message, issues: [{ path, code: "custom", message }] };
}

/** The first problem zod found, as one sentence for the admin, and every problem as `issues`. */
export function parseWith<S extends z.ZodType>(schema: S, body: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return { ok: true, value: result.data };
  const issues = result.error.issues.map(({ path, code, message }) => ({
    path: path.map((key) => (typeof key === "symbol" ? String(key) : key)),
    code,
    message,
  }));
  const issue = result.error.issues[0]!;
  const message =
    issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : issue.message;
  return { ok: false, message, issues };
}

/** POST /api/content/generate: blogs default to a how-to; pages have no article type. */
export function parseGenerateInput(body: unknown): Parsed<GenerateInput> {
  const parsed = parseWith(generateSchema, body);
  if (!parsed.ok) return parsed;
  const { topic, type, articleType } = parsed.value;
  return {
    ok: true,
    value: { topic, type, articleType: type === "blog" ? (articleType ?? "how-to") : null },
  };
}

const updateSchema = z
  .strictObject({
    title: z
      .string({ error: "The title must be text" })
      .trim()
      .min(1, "Please enter a title")
      .max(200, "The title must be at most 200 characters"),
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
      .max(90_000, "The content must be at most 90,000 characters"),
    published: z.boolean({ error: "published must be true or false" }),
    scheduledFor: z
      .string({ error: "scheduledFor must be a date and time or null" })
      .refine(
        (text) => !Number.isNaN(Date.parse(text)),
        "scheduledFor is not a valid date and time",
      )
      .transform((text) => new Date(text))
      .nullable(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, "Nothing to change");

export type UpdateInput = z.output<typeof updateSchema>;

/** PATCH /api/content/{id}; `now` decides whether a schedule lies in the future. */
export function parseUpdateInput(
  body: unknown,
  current: { published: boolean },
  now: Date,
): Parsed<UpdateInput> {
  const parsed = parseWith(updateSchema, body);
  if (!parsed.ok) return parsed;
  const { scheduledFor, published } = parsed.value;
  if (scheduledFor) {
    if (scheduledFor <= now)
      return invalid("Choose a publication time in the future", ["scheduledFor"]);
    if (published ?? current.published) {
      return invalid("This item is already published; unpublish it to schedule it", [
        "scheduledFor",
      ]);
    }
  }
  return parsed;
}
