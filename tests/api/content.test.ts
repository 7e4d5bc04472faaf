import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentItems } from "~/db/schema";
import { postJson, signIn } from "./auth-helpers";
import { adminClient } from "./content-helpers";
import { startTestServer, type TestServer } from "./test-server";

let server: TestServer;
let api: ReturnType<typeof adminClient>;
let now = new Date("2026-06-01T10:00:00Z");

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => now });
  api = adminClient(server, (await signIn(server)).cookie!);
});

afterAll(async () => {
  await server?.close();
});

describe("POST /api/content/generate refuses bad input", () => {
  it.each([
    [{ type: "page" }, "Please enter a topic"],
    [{ topic: "", type: "page" }, "Please enter a topic"],
    [{ topic: "   ", type: "blog" }, "Please enter a topic"],
    [{ topic: 42, type: "page" }, "Please enter a topic"],
    [{ topic: "x".repeat(201), type: "page" }, "The topic must be at most 200 characters"],
    [
      { topic: "VPN\u0001basics", type: "page" },
      "The topic cannot hold control characters or direction overrides",
    ],
    [
      { topic: "VPN \u202Dbasics", type: "page" },
      "The topic cannot hold control characters or direction overrides",
    ],
    [{ topic: "VPN basics" }, 'The type must be "page" or "blog"'],
    [{ topic: "VPN basics", type: "post" }, 'The type must be "page" or "blog"'],
    [
      { topic: "VPN basics", type: "blog", articleType: "poem" },
      "The article type must be one of: how-to, list, checklist, review, product-update, industry-news, case-study",
    ],
  ])("%j → 400 %s", async (body, message) => {
    const response = await api.post("/api/content/generate", body);
    expect(response).toEqual({
      status: 400,
      body: {
        message,
        issues: expect.arrayContaining([expect.objectContaining({ message: expect.any(String) })]),
      },
    });
  });

  it("saves nothing for a refused request", async () => {
    expect((await api.get("/api/content")).body).toEqual([]);
  });
});

describe("generating content", () => {
  it("saves a page as a draft and returns it", async () => {
    const { status, body } = await api.post("/api/content/generate", {
      topic: "Travel privacy",
      type: "page",
      articleType: "list",
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      type: "page",
      articleType: null,
      topic: "Travel privacy",
      published: false,
      publishedAt: null,
      scheduledFor: null,
      createdAt: now.toISOString(),
    });
    expect(body.title).toContain("Travel Privacy");
    expect(body.slug).toMatch(/^[a-z0-9-]+$/);
    expect(body.content).toContain("<h2>Overview</h2>");
    const [row] = await server.database.db
      .select()
      .from(contentItems)
      .where(eq(contentItems.id, body.id));
    expect(row).toMatchObject({ title: body.title, slug: body.slug, published: false });
  });

  it("writes a how-to for a blog post without an article type", async () => {
    now = new Date("2026-06-01T10:05:00Z");
    const { status, body } = await api.post("/api/content/generate", {
      topic: "router setup",
      type: "blog",
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ type: "blog", articleType: "how-to", published: false });
    expect(body.content).toContain("<h3>Step 1:");
  });

  it("gives the same title a new slug", async () => {
    now = new Date("2026-06-01T10:10:00Z");
    const first = await api.post("/api/content/generate", { topic: "kill switch", type: "page" });
    now = new Date("2026-06-01T10:11:00Z");
    const second = await api.post("/api/content/generate", { topic: "kill switch", type: "page" });
    expect(second.body.title).toBe(first.body.title);
    expect(second.body.slug).toBe(`${first.body.slug}-2`);
  });

  it("lists every item newest first", async () => {
    const { status, body } = await api.get("/api/content");
    expect(status).toBe(200);
    expect(body.map((item: { topic: string }) => item.topic)).toEqual([
      "kill switch",
      "kill switch",
      "router setup",
      "Travel privacy",
    ]);
  });

  it("lists items without their bodies, each with the body's beginning as a closed preview", async () => {
    const { body } = await api.get("/api/content");
    for (const listed of body as { id: number; content?: string; preview: string }[]) {
      expect(listed).not.toHaveProperty("content");
      const whole = (await api.get(`/api/content/${listed.id}`)).body as { content: string };
      // The body is longer than a preview holds: the preview ends inside it, closed off.
      expect(whole.content.length).toBeGreaterThan(1_500);
      expect(listed.preview.length).toBeGreaterThan(500);
      expect(listed.preview.length).toBeLessThan(whole.content.length);
      const opened = listed.preview.match(/<(h2|h3|p|ul|ol|li)\b/g)?.length ?? 0;
      const closed = listed.preview.match(/<\/(h2|h3|p|ul|ol|li)>/g)?.length ?? 0;
      expect(opened).toBe(closed);
      expect(whole.content.startsWith(listed.preview.slice(0, 200))).toBe(true);
    }
  });
});

describe("editing, publishing, scheduling and deleting", () => {
  let id: number;
  let slug: string;
  beforeAll(async () => {
    const { body } = await api.post("/api/content/generate", { topic: "DNS leaks", type: "page" });
    id = body.id;
    slug = body.slug;
  });

  it("reads one item, answers 404 for an unknown id and 400 for a malformed one", async () => {
    expect((await api.get(`/api/content/${id}`)).body).toMatchObject({ id, slug });
    expect(await api.get("/api/content/99999")).toEqual({
      status: 404,
      body: { message: "No content item 99999" },
    });
    // One spelling per item: a sign, a leading zero or an exponent is refused, not read as the id.
    for (const malformed of ["abc", "0", `0${id}`, "1e3", "-1", "1234567890"]) {
      expect(await api.get(`/api/content/${malformed}`), malformed).toMatchObject({
        status: 400,
        body: { message: "Invalid content item id: a positive whole number is expected." },
      });
    }
  });

  // 30 February used to be stored as 2 March, and a time without a zone read in the server's.
  const SCHEDULE_FORMAT =
    "scheduledFor must be a date and time with a time zone, such as 2027-06-01T09:00:00Z";
  it.each<[Record<string, unknown>, string]>([
    [{}, "Nothing to change"],
    [{ colour: "red" }, "Unknown field: colour"],
    [{ title: "  " }, "Please enter a title"],
    [
      { title: "a \u0001\u0008 b" },
      "The title cannot hold control characters or direction overrides",
    ],
    [{ title: "a\u2028b" }, "The title cannot hold control characters or direction overrides"],
    [
      { title: "Invoice \u202Efdp.exe" },
      "The title cannot hold control characters or direction overrides",
    ],
    [
      { title: "\u2067Admin\u2069 notes" },
      "The title cannot hold control characters or direction overrides",
    ],
    [
      { slug: "Not A Slug" },
      "The address may only hold lower-case letters, digits and single hyphens",
    ],
    [{ content: "" }, "The content cannot be empty"],
    [{ published: "yes" }, "published must be true or false"],
    ...["next tuesday", "2027-02-30T09:00:00Z", "2027-06-01T09:00:00", "2027-06-01"].map(
      (when): [Record<string, unknown>, string] => [{ scheduledFor: when }, SCHEDULE_FORMAT],
    ),
    [{ scheduledFor: "2026-05-01T00:00:00Z" }, "Choose a publication time in the future"],
    // Past year 9999 the database cannot hold the time (it answered 500); nor does ISO 8601.
    [{ scheduledFor: "+010000-01-01T00:00:00.000Z" }, SCHEDULE_FORMAT],
    [
      { scheduledFor: "2040-01-01T00:00:00Z" },
      "Choose a publication time within the next 10 years",
    ],
  ])("PATCH %j → 400 %s", async (body, message) => {
    expect(await api.patch(`/api/content/${id}`, body)).toEqual({
      status: 400,
      body: {
        message,
        issues: expect.arrayContaining([expect.objectContaining({ message: expect.any(String) })]),
      },
    });
  });

  it("edits the title, slug and content, sanitising the HTML", async () => {
    const { status, body } = await api.patch(`/api/content/${id}`, {
      title: "DNS leaks, explained",
      slug: "dns-leaks-explained",
      content: '<h2>Intro</h2><p onclick="x()">Safe<script>alert(1)</script></p>',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ title: "DNS leaks, explained", slug: "dns-leaks-explained" });
    expect(body.content).toBe("<h2>Intro</h2><p>Safe</p>");
    slug = body.slug;
  });

  it("refuses a slug another item has (409)", async () => {
    const other = (await api.get("/api/content")).body.find(
      (item: { id: number }) => item.id !== id,
    );
    const response = await api.patch(`/api/content/${id}`, { slug: other.slug });
    expect(response).toEqual({
      status: 409,
      body: { message: `Another item already uses the address "${other.slug}"` },
    });
  });

  it("schedules a draft for a future time, and the stats count it", async () => {
    const when = "2026-06-02T08:00:00.000Z";
    const { body } = await api.patch(`/api/content/${id}`, { scheduledFor: when });
    expect(body).toMatchObject({ scheduledFor: when, published: false });
    expect((await api.get("/api/admin/stats")).body).toMatchObject({ scheduled: 1, published: 0 });
    const cleared = await api.patch(`/api/content/${id}`, { scheduledFor: null });
    expect(cleared.body.scheduledFor).toBeNull();
  });

  it("publishes (publishedAt set) and serves the page at /pages/{slug} and in the sitemap", async () => {
    now = new Date("2026-06-01T11:00:00Z");
    const { body } = await api.patch(`/api/content/${id}`, { published: true });
    expect(body).toMatchObject({ published: true, publishedAt: now.toISOString() });
    const page = await server.fetch(`/pages/${slug}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<h1[^>]*>DNS leaks, explained<\/h1>/);
    expect(html).toContain("<h2>Intro</h2><p>Safe</p>");
    const sitemap = await (await server.fetch("/sitemap.xml")).text();
    expect(sitemap).toContain(`/pages/${slug}</loc>`);
    expect(await api.patch(`/api/content/${id}`, { scheduledFor: "2026-07-01T00:00:00Z" })).toEqual(
      {
        status: 400,
        body: {
          message: "This item is already published; unpublish it to schedule it",
          issues: [
            {
              path: ["scheduledFor"],
              code: "custom",
              message: "This item is already published; unpublish it to schedule it",
            },
          ],
        },
      },
    );
  });

  it("unpublishing takes the page and its sitemap entry away", async () => {
    const { body } = await api.patch(`/api/content/${id}`, { published: false });
    expect(body).toMatchObject({ published: false, publishedAt: null });
    expect((await server.fetch(`/pages/${slug}`)).status).toBe(404);
    expect(await (await server.fetch("/sitemap.xml")).text()).not.toContain(`/pages/${slug}<`);
  });

  it("deletes an item", async () => {
    expect(await api.delete(`/api/content/${id}`)).toEqual({ status: 200, body: { deleted: id } });
    expect((await api.get(`/api/content/${id}`)).status).toBe(404);
    expect((await api.delete(`/api/content/${id}`)).status).toBe(404);
  });
});

describe("public pages", () => {
  it("serves only published pages, sanitising stored HTML again", async () => {
    const at = new Date("2026-06-01T12:00:00Z");
    const base = { topic: "t", excerpt: "An excerpt.", createdAt: at, updatedAt: at };
    await server.database.db.insert(contentItems).values([
      {
        ...base,
        title: "Raw row",
        slug: "raw-row",
        type: "page",
        content: '<p>Kept</p><script>alert("x")</script><img src="javascript:alert(1)">',
        published: true,
        publishedAt: at,
      },
      {
        ...base,
        title: "A blog",
        slug: "a-blog",
        type: "blog",
        articleType: "list",
        content: "<p>b</p>",
        published: true,
        publishedAt: at,
      },
      { ...base, title: "A draft", slug: "a-draft", type: "page", content: "<p>d</p>" },
    ]);
    const html = await (await server.fetch("/pages/raw-row")).text();
    expect(html).toContain("<p>Kept</p>");
    expect(html).not.toContain('alert("x")');
    expect(html).not.toContain("javascript:alert");
    for (const path of ["/pages/a-blog", "/pages/a-draft", "/pages/no-such-page"]) {
      const response = await server.fetch(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("Page Not Found");
    }
  });

  it("hands the editor a stored body sanitised again, as the pages show it (the editor previews it)", async () => {
    const [row] = await server.database.db
      .select()
      .from(contentItems)
      .where(eq(contentItems.slug, "raw-row"));
    const { status, body } = await api.get(`/api/content/${row!.id}`);
    expect(status).toBe(200);
    expect(body.content).toContain("<p>Kept</p>");
    expect(body.content).not.toContain("<script");
    expect(body.content).not.toContain("javascript:");
    expect(body).toMatchObject({ id: row!.id, revision: row!.revision, title: "Raw row" });
  });

  it("the stats count the table", async () => {
    const { body } = await api.get("/api/admin/stats");
    const items = (await api.get("/api/content")).body as { published: boolean }[];
    expect(body).toEqual({
      totalContent: items.length,
      published: items.filter((item) => item.published).length,
      drafts: items.filter((item) => !item.published).length,
      scheduled: 0,
      activeAutomations: 0,
    });
    expect(body.published).toBe(2);
  });
});

describe("changes based on the revision the admin saw (If-Match)", () => {
  let id: number;
  let cookie: string;
  beforeAll(async () => {
    now = new Date("2026-06-01T13:00:00Z");
    cookie = (await signIn(server)).cookie!;
    const { body } = await api.post("/api/content/generate", {
      topic: "Split tunnel",
      type: "page",
    });
    id = body.id;
  });

  /** A request to the item with an optional If-Match, answered with its status, body and ETag. */
  async function send(method: "GET" | "PATCH" | "DELETE", ifMatch?: string, body?: unknown) {
    const headers: Record<string, string> = { cookie };
    if (ifMatch !== undefined) headers["If-Match"] = ifMatch;
    const response = await server.fetch(
      `/api/content/${id}`,
      method === "GET" ? { headers } : { ...postJson(body ?? {}, headers), method },
    );
    return {
      status: response.status,
      body: await response.json(),
      etag: response.headers.get("etag"),
    };
  }

  async function stored() {
    const [row] = await server.database.db
      .select()
      .from(contentItems)
      .where(eq(contentItems.id, id));
    return row;
  }

  async function storedRevision() {
    return (await stored())!.revision;
  }

  it("gives a new item revision 1 as its ETag, and each change the next", async () => {
    expect(await send("GET")).toMatchObject({ status: 200, etag: '"1"', body: { revision: 1 } });
    const edited = await send("PATCH", '"1"', { title: "Split tunnelling" });
    expect(edited).toMatchObject({
      status: 200,
      etag: '"2"',
      body: { title: "Split tunnelling", revision: 2 },
    });
    // Without If-Match a change still lands (and counts).
    expect(await send("PATCH", undefined, { title: "Split tunnelling, explained" })).toMatchObject({
      status: 200,
      etag: '"3"',
    });
    expect(await send("PATCH", "*", { title: "Split tunnelling" })).toMatchObject({
      status: 200,
      etag: '"4"',
    });
  });

  /** Expects `request` to be refused with `status` and `message`, the stored row untouched. */
  async function expectRefused(
    request: () => ReturnType<typeof send>,
    status: number,
    message: string,
  ) {
    const before = await stored();
    expect(await request()).toMatchObject({ status, body: { message } });
    expect(await stored()).toEqual(before);
  }

  it("refuses an edit based on a revision that has passed (412) and keeps the newer text", async () => {
    await expectRefused(
      () => send("PATCH", '"2"', { content: "<p>Written over a change not seen</p>" }),
      412,
      "This item has changed since you opened it (another admin or its schedule): nothing was saved. Open it again to see the changes.",
    );
  });

  it("lets exactly one of two edits based on the same revision land", async () => {
    const revision = await storedRevision();
    const answers = await Promise.all(
      ["First admin's title", "Second admin's title"].map((title) =>
        send("PATCH", `"${revision}"`, { title }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 412]);
    const landed = answers.find((answer) => answer.status === 200)!;
    expect(await stored()).toMatchObject({ title: landed.body.title, revision: revision + 1 });
  });

  it("recomputes edits without If-Match that race each other: all land, each counted", async () => {
    const revision = await storedRevision();
    const answers = await Promise.all(
      [true, false, true, false].map((published) => send("PATCH", undefined, { published })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await storedRevision()).toBe(revision + 4);
    await send("PATCH", undefined, { published: false });
  });

  it.each([
    ['W/"5"', "a weak tag"],
    ['"5", "6"', "a list"],
    ["5", "an unquoted number"],
    ['"five"', "a word"],
    ['""', "an empty tag"],
  ])("refuses If-Match %s (%s) with 400 and changes nothing", async (ifMatch) => {
    await expectRefused(
      () => send("PATCH", ifMatch, { title: "Conditionally" }),
      400,
      'If-Match must be one revision as the item\'s ETag gives it (for example "3"), or *',
    );
  });

  it("counts a scheduled publication as a change: an editor opened before it is refused", async () => {
    const opened = await send("GET");
    await send("PATCH", opened.etag!, { scheduledFor: "2026-06-01T14:00:00Z" });
    const reopened = await send("GET");
    now = new Date("2026-06-01T14:01:00Z");
    await server.scheduler.tick();
    expect(await stored()).toMatchObject({ published: true });
    expect(
      await send("PATCH", reopened.etag!, { title: "Edited before it went out" }),
    ).toMatchObject({ status: 412 });
  });

  it("refuses a deletion based on a revision that has passed, and deletes at the current one", async () => {
    const revision = await storedRevision();
    expect(await send("DELETE", `"${revision - 1}"`)).toMatchObject({ status: 412 });
    expect(await stored()).toBeDefined();
    expect(await send("DELETE", `"${revision}"`)).toMatchObject({
      status: 200,
      body: { deleted: id },
    });
    expect(await stored()).toBeUndefined();
    expect(await send("DELETE", `"${revision}"`)).toMatchObject({ status: 404 });
    expect(await send("PATCH", `"${revision}"`, { title: "Gone" })).toMatchObject({
      status: 404,
    });
  });
});
