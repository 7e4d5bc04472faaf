import type { Router } from "express";
import type { Database } from "~/db/database";
import {
  defaultLength,
  GenerationError,
  type ContentGenerator,
} from "~/features/articles/generator";
import { parseGenerateInput, parseUpdateInput } from "~/features/articles/content-input";
import {
  deleteContent,
  findContent,
  generateContentItem,
  listContent,
  SlugTakenError,
  updateContent,
} from "~/features/articles/content-store.server";
import { HttpError } from "../http-errors";
import { idParam } from "./route-params";
import { strictRouter } from "./strict-router";

export type ContentRouteDependencies = {
  db: Database;
  generator: ContentGenerator;
  clock: () => Date;
};

/** /api/content: generate, list, read, edit, publish, schedule, delete (behind requireAdmin). */
export function contentRoutes({ db, generator, clock }: ContentRouteDependencies): Router {
  const router = strictRouter();

  router.post("/generate", async (req, res) => {
    const parsed = parseGenerateInput(req.body);
    if (!parsed.ok) throw new HttpError(400, parsed.message, parsed.issues);
    try {
      const item = await generateContentItem(
        db,
        generator,
        { ...parsed.value, tone: "professional", ...defaultLength[parsed.value.type] },
        clock(),
      );
      res.status(201).json(item);
    } catch (error) {
      if (error instanceof GenerationError) throw new HttpError(502, error.message);
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
    const parsed = parseUpdateInput(req.body, current, now);
    if (!parsed.ok) throw new HttpError(400, parsed.message, parsed.issues);
    try {
      const item = await updateContent(db, id, parsed.value, now);
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
