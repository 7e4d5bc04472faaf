import type { Router } from "express";
import { defaultLength, GenerationError } from "~/features/articles/generator";
import {
  checkSchedule,
  GenerateInputSchema,
  UpdateInputSchema,
} from "~/features/articles/content-input";
import {
  deleteContent,
  findContent,
  generateContentItem,
  listContent,
  SlugTakenError,
  updateContent,
} from "~/features/articles/content-store.server";
import { HttpError } from "../http-errors";
import { parseBody } from "../request-input";
import type { ApiDependencies } from "./api-dependencies";
import { idParam } from "./route-params";
import { strictRouter } from "./strict-router";

/** /api/content: generate, list, read, edit, publish, schedule, delete (behind requireAdmin). */
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
      res.status(201).json(item);
    } catch (error) {
      if (error instanceof GenerationError) throw new HttpError(error.status, error.message);
      throw error;
    }
  });

  router.get("/", async (_req, res) => {
    res.json(await listContent(db));
  });

  router.get("/:id", async (req, res) => {
    const item = await findContent(db, idParam(req.params.id, "content item"));
    if (!item) throw new HttpError(404, `No content item ${req.params.id}`);
    res.json(item);
  });

  router.patch("/:id", async (req, res) => {
    const id = idParam(req.params.id, "content item");
    const current = await findContent(db, id);
    if (!current) throw new HttpError(404, `No content item ${id}`);
    const now = clock();
    const update = parseBody(UpdateInputSchema, req);
    checkSchedule(update, current, now);
    try {
      const item = await updateContent(db, id, update, now);
      if (!item) throw new HttpError(404, `No content item ${id}`);
      res.json(item);
    } catch (error) {
      if (error instanceof SlugTakenError) throw new HttpError(409, error.message);
      throw error;
    }
  });

  router.delete("/:id", async (req, res) => {
    const id = idParam(req.params.id, "content item");
    if (!(await deleteContent(db, id))) throw new HttpError(404, `No content item ${id}`);
    res.json({ deleted: id });
  });

  return router;
}
