import type { Request, Response } from "express";
import { revisionTag } from "~/lib/http/revision-tag";
import { HttpError } from "../http-errors";

/** Answers `item` as JSON with its revision as the ETag. */
export function sendRevised(res: Response, item: { revision: number }, status = 200): void {
  res.status(status).set("ETag", revisionTag(item.revision)).json(item);
}

const ONE_REVISION = /^"(\d{1,9})"$/;

/**
 * The revision a change is based on, from `If-Match: "3"` (the item's ETag as it was read);
 * undefined without the header, or with `*` (any revision). Any other value (a list, a weak
 * tag, an unquoted number) is refused with 400 rather than ignored: a client that asked for
 * a condition must not have its change applied without it.
 */
export function ifMatchRevision(req: Request): number | undefined {
  const value = req.get("If-Match")?.trim();
  if (value === undefined || value === "*") return undefined;
  const match = ONE_REVISION.exec(value);
  if (!match) {
    throw new HttpError(
      400,
      'If-Match must be one revision as the item\'s ETag gives it (for example "3"), or *',
    );
  }
  return Number(match[1]);
}
