import type { Router } from "express";
import { defaultLength, GenerationError } from "~/features/articles/generator";
import { GenerateInputSchema, UpdateInputSchema } from "~/features/articles/content-input";
import { ContentListQuerySchema, cursorText } from "~/features/articles/content-list-page";
import {
  ContentConflictError,
  deleteContent,
  findContentToEdit,
  generateContentItem,
  listContent,
  SlugTakenError,
  updateContent,
} from "~/features/articles/content-store.server";
import { HttpError } from "../http-errors";
import { parseBody, parseQuery } from "../request-input";
import type { ApiDependencies } from "./api-dependencies";
import { ifMatchRevision, sendRevised } from "./revision";
import { idParam } from "./route-params";
import { strictRouter } from "./strict-router";

/**
 * /api/content: generate, list (a page at a time, newest first: `?limit=` and the `after`
 * cursor of the `Link: <…>; rel="next"` header), read, edit, publish, schedule, delete (behind
 * requireAdmin).
 * An item's ETag is its revision; an edit or a deletion sent with `If-Match` is refused with
 * 412 once the item has changed since (the admin editor always sends it).
 */
export function contentRouter({ database: { db }, generator, clock }: ApiDependencies): Router {
  const router = strictRouter();

  router.post("/generate", async (req, res) => {
    const input = parseBody(GenerateInputSchema, req);
    try {
      const item = await generateContentItem(
        db,
        generator,
        { ...input, tone: "professional", ...defaultLength[input.type] },
        clock(),
      );
      sendRevised(res, item, 201);
    } catch (error) {
      throw refusal(error);
    }
  });

  router.get("/", async (req, res) => {
    const query = parseQuery(ContentListQuerySchema, req);
    const { items, next } = await listContent(db, query);
    // The body stays the list the specification names; the next page is a link beside it.
    if (next) {
      const after = new URLSearchParams({ limit: String(query.limit), after: cursorText(next) });
      res.set("Link", `<${req.baseUrl}?${after}>; rel="next"`);
    }
    res.json(items);
  });

  router.get("/:id", async (req, res) => {
    const id = idParam(req, "content item");
    const item = await findContentToEdit(db, id);
    if (!item) throw new HttpError(404, `No content item ${id}`);
    sendRevised(res, item);
  });

  router.patch("/:id", async (req, res) => {
    const id = idParam(req, "content item");
    const basedOn = ifMatchRevision(req);
    const update = parseBody(UpdateInputSchema, req);
    try {
      const item = await updateContent(db, id, update, clock(), basedOn);
      if (!item) throw new HttpError(404, `No content item ${id}`);
      sendRevised(res, item);
    } catch (error) {
      throw refusal(error);
    }
  });

  router.delete("/:id", async (req, res) => {
    const id = idParam(req, "content item");
    const basedOn = ifMatchRevision(req);
    try {
      if (!(await deleteContent(db, id, basedOn))) {
        throw new HttpError(404, `No content item ${id}`);
      }
    } catch (error) {
      throw refusal(error);
    }
    res.json({ deleted: id });
  });

  return router;
}

/** The content store's and generator's refusals as the answers they are; other errors as they are. */
function refusal(error: unknown): unknown {
  if (error instanceof SlugTakenError) return new HttpError(409, error.message);
  if (error instanceof ContentConflictError || error instanceof GenerationError) {
    return new HttpError(error.status, error.message);
  }
  return error;
}
