import type { Request } from "express";
import { z } from "zod";
import { parseParams } from "../request-input";

/** A row id as the API writes it: a positive whole number in decimal, without sign or leading zero. */
const RowIdParams = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,8}$/)
    .transform(Number),
});

/**
 * The row id in the path (`/:id`), read through the one parser (decision 025): anything else
 * ("abc", "0", "007", "1e3") is refused with 400 and its issues, as every other malformed
 * input is; a well-formed id with no row behind it is the handler's 404.
 */
export function idParam(req: Request, what: string): number {
  return parseParams(RowIdParams, req, `Invalid ${what} id: a positive whole number is expected.`)
    .id;
}
