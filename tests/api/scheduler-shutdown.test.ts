/**
 * SIGTERM while the scheduler is running an automation (decision 030): the server's stop
 * does not wait for a language model that may take minutes past the grace the orchestrator
 * gives it; the run is stopped and left due at once, so another instance writes the post.
 */
import { eq } from "drizzle-orm";
import { inject, expect, it } from "vitest";
import { blogAutomations } from "~/db/schema";
import { createAutomation } from "~/features/automation/automation-store.server";
import type { ContentGenerator } from "~/features/articles/public";
import { createTestDatabase } from "../support/test-database";
import { startTestServer } from "./test-server";

it("stops a run still going when the grace ends and leaves it due for another instance", async () => {
  const t0 = new Date("2026-06-01T10:00:00Z");
  const now = new Date(t0.getTime() + 24 * 60 * 60_000);
  const database = await createTestDatabase(inject("pgliteTemplateDir"));
  const automation = await createAutomation(
    database.db,
    {
      topic: "Streaming abroad",
      articleType: "how-to",
      frequency: "daily",
      settings: { tone: "professional", minWords: 300, maxWords: 400 },
    },
    t0,
  );
  let called!: () => void;
  const inRun = new Promise<void>((resolve) => (called = resolve));
  // A model that answers only when told to stop (as fetch does when its signal aborts).
  const slowModel: ContentGenerator = {
    name: "slow",
    generate: (_request, signal) =>
      new Promise((_resolve, reject) => {
        called();
        signal?.addEventListener("abort", () => reject(new Error("aborted")), { once: true });
      }),
  };
  const server = await startTestServer(
    {},
    { database, clock: () => now, generator: slowModel, schedulerIntervalMs: 60_000 },
  );
  try {
    await inRun;
    await server.stop({ graceMs: 100 });
    const [row] = await database.db
      .select()
      .from(blogAutomations)
      .where(eq(blogAutomations.id, automation.id));
    expect(row).toMatchObject({
      lastRunStatus: "error",
      lastRunError: "Stopped: the server was shutting down",
      retryAt: now,
    });
  } finally {
    await server.close();
  }
});
