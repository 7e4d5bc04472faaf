import { HttpError } from "../http-errors";

/** A positive integer id from a path segment, or a 404 naming what was not found. */
export function idParam(value: string | undefined, what: string): number {
  const id = Number(value);
  if (!/^\d{1,9}$/.test(value ?? "") || id < 1) throw new HttpError(404, `No ${what} ${value}`);
  return id;
}
