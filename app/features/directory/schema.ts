import { z } from "zod";
import {
  auditStatuses,
  dataCollectionLevels,
  directoryCategories,
  encryptionTypes,
  platformOptions,
  pricingOptions,
} from "~/copy/directory/taxonomy";

const httpsUrl = z.url({ protocol: /^https$/ });

/** Lists whose entries must not repeat (a platform listed twice would be a data slip). */
function uniqueList<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .refine((list) => new Set(list).size === list.length, { message: "Entries must be unique" });
}

const ReviewSummarySchema = z.object({
  rating: z.number().min(0).max(5),
  reviewCount: z.int().positive(),
  url: httpsUrl,
});

/** One directory entry; the content modules are checked against it. */
export const PrivacyToolSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use a lowercase slug"),
  name: z.string().min(1),
  description: z.string().min(40).max(200),
  category: z.enum(directoryCategories),
  website: httpsUrl,
  tags: uniqueList(z.string().min(2)).min(1),
  features: uniqueList(z.string().min(2)).min(1),
  platforms: uniqueList(z.enum(platformOptions)).min(1),
  pricing: uniqueList(z.enum(pricingOptions)).min(1),
  jurisdiction: z.string().min(2),
  auditStatus: z.enum(auditStatuses),
  openSource: z.boolean(),
  encryption: uniqueList(z.enum(encryptionTypes)).min(1),
  dataCollection: z.enum(dataCollectionLevels),
  rating: z.number().min(4.5).max(5),
  recommendedBy: uniqueList(z.string().min(2)),
  reviews: z
    .strictObject({
      g2crowd: ReviewSummarySchema.optional(),
      trustpilot: ReviewSummarySchema.optional(),
    })
    .refine((reviews) => reviews.g2crowd ?? reviews.trustpilot, {
      message: "Omit reviews rather than leave it empty",
    })
    .optional(),
});

/** The whole directory: every entry valid, ids unique. */
export const PrivacyToolListSchema = z.array(PrivacyToolSchema).superRefine((tools, context) => {
  const seen = new Set<string>();
  for (const tool of tools) {
    if (seen.has(tool.id)) context.addIssue({ code: "custom", message: `Duplicate id ${tool.id}` });
    seen.add(tool.id);
  }
});
