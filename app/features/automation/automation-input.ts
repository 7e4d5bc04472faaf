import { z } from "zod";
import { topicSchema } from "~/features/articles/public";
import {
  automationArticleTypes,
  automationDefaults,
  frequencies,
  tones,
  wordLimits,
} from "./automation-options";

const words = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(wordLimits.lowest, `${label} must be at least ${wordLimits.lowest}`)
    .max(wordLimits.highest, `${label} must be at most ${wordLimits.highest}`);

const { settings: defaults } = automationDefaults;

/** POST /api/blog-automation, with the spec's defaults for whatever is left out. */
export const AutomationInputSchema = z.strictObject({
  topic: topicSchema,
  articleType: z
    .enum(automationArticleTypes, {
      error: `The article type must be one of: ${automationArticleTypes.join(", ")}`,
    })
    .default(automationDefaults.articleType),
  frequency: z
    .enum(frequencies, { error: `The frequency must be one of: ${frequencies.join(", ")}` })
    .default(automationDefaults.frequency),
  settings: z
    .strictObject({
      tone: z
        .enum(tones, { error: `The tone must be one of: ${tones.join(", ")}` })
        .default(defaults.tone),
      minWords: words("minWords").default(defaults.minWords),
      maxWords: words("maxWords").default(defaults.maxWords),
    })
    .default(defaults)
    .refine((settings) => settings.minWords <= wordLimits.highestMin, {
      message: `minWords must be at most ${wordLimits.highestMin}`,
    })
    .refine((settings) => settings.maxWords - settings.minWords >= wordLimits.minSpread, {
      message: `maxWords must be at least ${wordLimits.minSpread} more than minWords`,
    }),
});

export type AutomationInput = z.output<typeof AutomationInputSchema>;

/** PATCH /api/blog-automation/{id}. */
export const AutomationToggleSchema = z.strictObject({
  isActive: z.boolean({ error: "isActive must be true or false" }),
});
