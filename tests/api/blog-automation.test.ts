import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "./auth-helpers";
import { adminClient } from "./content-helpers";
import { startTestServer, type TestServer } from "./test-server";

let server: TestServer;
let api: ReturnType<typeof adminClient>;
let now = new Date("2026-06-01T10:00:00Z");
const days = (n: number) => n * 24 * 60 * 60 * 1000;

/** Moves the clock; a jump past the session's lifetime needs a fresh sign-in. */
async function travelTo(iso: string) {
  now = new Date(iso);
  api = adminClient(server, (await signIn(server)).cookie!);
}

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => now });
  api = adminClient(server, (await signIn(server)).cookie!);
});

afterAll(async () => {
  await server?.close();
});

describe("POST /api/blog-automation refuses bad input", () => {
  const settings = (extra: object) => ({ topic: "VPN news", settings: extra });
  it.each([
    [{}, "Please enter a topic"],
    [{ topic: " " }, "Please enter a topic"],
    [{ topic: "VPN\u001bnews" }, "The topic cannot hold control characters or direction overrides"],
    [
      { topic: "VPN news", articleType: "checklist" },
      "The article type must be one of: how-to, list, news, review",
    ],
    [
      { topic: "VPN news", frequency: "hourly" },
      "The frequency must be one of: daily, weekly, monthly",
    ],
    [
      settings({ tone: "sarcastic" }),
      "The tone must be one of: professional, friendly, technical, conversational",
    ],
    [settings({ minWords: 100 }), "minWords must be at least 300"],
    [settings({ minWords: 800.5 }), "minWords must be a whole number"],
    [settings({ maxWords: "many" }), "maxWords must be a whole number"],
    [settings({ maxWords: 5000 }), "maxWords must be at most 3000"],
    [settings({ minWords: 2000, maxWords: 3000 }), "minWords must be at most 1500"],
    [settings({ minWords: 900, maxWords: 920 }), "maxWords must be at least 50 more than minWords"],
    [settings({ extra: 1 }), "Unknown field: extra"],
    [{ topic: "VPN news", isActive: false }, "Unknown field: isActive"],
  ])("%j → 400 %s", async (body, message) => {
    expect(await api.post("/api/blog-automation", body)).toEqual({
      status: 400,
      body: {
        message,
        issues: expect.arrayContaining([expect.objectContaining({ message: expect.any(String) })]),
      },
    });
  });

  it("saves nothing for a refused request", async () => {
    expect((await api.get("/api/blog-automation")).body).toEqual([]);
  });
});

describe("automations", () => {
  let id: number;

  it("creates an active automation with the spec's defaults, due one period from now", async () => {
    const { status, body } = await api.post("/api/blog-automation", { topic: "Streaming abroad" });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      topic: "Streaming abroad",
      articleType: "how-to",
      frequency: "weekly",
      settings: { tone: "professional", minWords: 800, maxWords: 1500 },
      isActive: true,
      nextScheduled: new Date(now.getTime() + days(7)).toISOString(),
      lastRunStatus: null,
      retryAt: null,
    });
    id = body.id;
  });

  it("keeps the values it is given", async () => {
    now = new Date("2026-06-01T11:00:00Z");
    const { body } = await api.post("/api/blog-automation", {
      topic: "Privacy law",
      articleType: "news",
      frequency: "daily",
      settings: { tone: "friendly", minWords: 400, maxWords: 700 },
    });
    expect(body).toMatchObject({
      articleType: "news",
      frequency: "daily",
      settings: { tone: "friendly", minWords: 400, maxWords: 700 },
      nextScheduled: "2026-06-02T11:00:00.000Z",
    });
  });

  it("lists automations newest first and counts the active ones", async () => {
    const { body } = await api.get("/api/blog-automation");
    expect(body.map((a: { topic: string }) => a.topic)).toEqual([
      "Privacy law",
      "Streaming abroad",
    ]);
    expect((await api.get("/api/admin/stats")).body.activeAutomations).toBe(2);
  });

  it("pausing clears the schedule; resuming schedules one period from now", async () => {
    const paused = await api.patch(`/api/blog-automation/${id}`, { isActive: false });
    expect(paused).toMatchObject({ status: 200, body: { isActive: false, nextScheduled: null } });
    expect((await api.get("/api/admin/stats")).body.activeAutomations).toBe(1);
    await travelTo("2026-06-20T09:30:00Z");
    const resumed = await api.patch(`/api/blog-automation/${id}`, { isActive: true });
    expect(resumed.body).toMatchObject({
      isActive: true,
      nextScheduled: "2026-06-27T09:30:00.000Z",
    });
  });

  it.each([
    [{}, "isActive must be true or false"],
    [{ isActive: "no" }, "isActive must be true or false"],
    [{ isActive: true, topic: "x" }, "Unknown field: topic"],
  ])("PATCH %j → 400 %s", async (body, message) => {
    expect(await api.patch(`/api/blog-automation/${id}`, body)).toEqual({
      status: 400,
      body: {
        message,
        issues: expect.arrayContaining([expect.objectContaining({ message: expect.any(String) })]),
      },
    });
  });

  it("answers 404 for an unknown automation", async () => {
    expect(await api.patch("/api/blog-automation/4242", { isActive: true })).toEqual({
      status: 404,
      body: { message: "No automation 4242" },
    });
    expect(await api.get("/api/blog-automation/4242/runs")).toEqual({
      status: 404,
      body: { message: "No automation 4242" },
    });
  });

  it("a due automation publishes a post when the scheduler passes, and the list shows it", async () => {
    await travelTo("2026-06-27T09:31:00Z");
    const result = await server.scheduler.tick();
    // The daily one, due since 2 June, runs once (a catch-up), not 25 times.
    expect(result.runs).toHaveLength(2);
    expect(result.runs).toContainEqual({ automationId: id, ok: true });
    expect(result.runs.every((run) => run.ok)).toBe(true);
    const automations = (await api.get("/api/blog-automation")).body;
    expect(automations.find((a: { id: number }) => a.id === id)).toMatchObject({
      lastRunStatus: "success",
      lastRunAt: now.toISOString(),
      nextScheduled: "2026-07-04T09:30:00.000Z",
    });
    const runs = (await api.get(`/api/blog-automation/${id}/runs`)).body;
    expect(runs).toHaveLength(1);
    const posts = (await api.get("/api/content")).body;
    const post = posts.find((item: { id: number }) => item.id === runs[0].contentItemId);
    expect(post).toMatchObject({
      type: "blog",
      articleType: "how-to",
      topic: "Streaming abroad",
      published: true,
      publishedAt: now.toISOString(),
    });
  });
});
