import { z } from "zod";

/** The building blocks of the environment schemas (env, tools-env, proxy-env). */

/** A TCP or UDP port; 0 asks the system for a free one. */
export const port = z.coerce.number().int().min(0).max(65535);

/** An unset or empty (or all-blank) variable is absent. */
export const blankAsUnset = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** `schema`, or absent when the variable is unset or blank. */
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());
