import type { Request } from "express";
import type { z } from "zod";
import { type InputMessage, parseInput } from "~/lib/http/parse-input";

/**
 * The API's one reader of request input (decision 025). Each returns the schema's output or
 * throws an InvalidInputError, which errorHandler (http-errors.ts) answers with 400
 * `{ message, issues }`. Handlers never call safeParse or test input with patterns themselves.
 */

/** The JSON body (an absent body reads as `{}`). */
export function parseBody<S extends z.ZodType>(
  schema: S,
  req: Request,
  message?: InputMessage,
): z.output<S> {
  return parseInput(schema, req.body ?? {}, message);
}

/** The query string, as Express parsed it (each value a string or an array of strings). */
export function parseQuery<S extends z.ZodType>(
  schema: S,
  req: Request,
  message?: InputMessage,
): z.output<S> {
  return parseInput(schema, { ...req.query }, message);
}

/** The path parameters. */
export function parseParams<S extends z.ZodType>(
  schema: S,
  req: Request,
  message?: InputMessage,
): z.output<S> {
  return parseInput(schema, { ...req.params }, message);
}
