import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentItems } from "~/db/schema";
import { CONTENT_PAGE_MAX, CONTENT_PAGE_SIZE } from "~/features/articles/content-list-page";
import { signIn } from "./auth-helpers";
import { adminClient } from "./content-helpers";
import { startTestServer, type TestServer } from "./test-server";

/** GET /api/content a page at a time: the list the specification names, the next page linked. */

let server: TestServer;
let cookie: string;
let api: ReturnType<typeof adminClient>;
let now = new Date("2026-06-01T10:00:00Z");
const ITEMS = 130;

beforeAll(async () => {
  server = await startTestServer({}, { clock: () => now });
  cookie = (await signIn(server)).cookie!;
  api = adminClient(server, cookie);
  // A blog's worth of items, a minute apart; the last two created at the same moment.
  await server.database.db.insert(contentItems).values(
    Array.from({ length: ITEMS }, (_, i) => {
      const at = new Date(now.getTime() - (ITEMS - Math.min(i, ITEMS - 2)) * 60_000);
      return {
        title: `Post ${i}`,
        slug: `post-${i}`,
        type: "blog",
        topic: "privacy",
        excerpt: "An excerpt.",
        content: `<p>Body ${i}</p>`,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
});

afterAll(async () => {
  await server?.close();
});

/** One page: its titles and the address its Link header gives to the next (null if none). */
async function page(path: string) {
  const response = await server.fetch(path, { headers: { cookie } });
  expect(response.status, path).toBe(200);
  const items = (await response.json()) as { title: string }[];
  const link = response.headers.get("link");
  const next = link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : null;
  expect(next, `${path}: ${link}`).not.toBeUndefined();
  return { titles: items.map((item) => item.title), next: next ?? null };
}

async function allPages(first: string, between: () => Promise<void> = async () => {}) {
  const titles: string[] = [];
  const sizes: number[] = [];
  for (let path: string | null = first; path;) {
    const answer = await page(path);
    titles.push(...answer.titles);
    sizes.push(answer.titles.length);
    path = answer.next;
    if (path) await between();
  }
  return { titles, sizes };
}

const newestFirst = Array.from({ length: ITEMS }, (_, i) => `Post ${ITEMS - 1 - i}`);

describe("GET /api/content is paged", () => {
  it(`answers the newest ${CONTENT_PAGE_SIZE} and links the next page, until the last`, async () => {
    const first = await page("/api/content");
    expect(first.titles).toEqual(newestFirst.slice(0, CONTENT_PAGE_SIZE));
    expect(first.next).toMatch(/^\/api\/content\?limit=50&after=\d+-\d+$/);
    const { titles, sizes } = await allPages("/api/content");
    expect(titles).toEqual(newestFirst);
    expect(sizes).toEqual([50, 50, 30]);
  });

  it(`answers up to ${CONTENT_PAGE_MAX} at a time when asked`, async () => {
    expect((await allPages("/api/content?limit=7")).titles).toEqual(newestFirst);
    expect((await allPages(`/api/content?limit=${CONTENT_PAGE_MAX}`)).sizes).toEqual([100, 30]);
  });

  it("neither repeats nor skips an item when one is generated or deleted between pages", async () => {
    let generated = 0;
    const { titles } = await allPages("/api/content?limit=20", async () => {
      now = new Date(now.getTime() + 1000);
      const made = await api.post("/api/content/generate", {
        topic: `New ${++generated}`,
        type: "page",
      });
      expect(made.status).toBe(201);
    });
    expect(generated).toBe(6);
    expect(titles).toEqual(newestFirst);
    // The page after a deleted item's cursor starts where it stood.
    const first = await page("/api/content?limit=5");
    const last = await server.database.db.query.contentItems.findFirst({
      where: (items, { eq }) => eq(items.title, first.titles[4]!),
    });
    expect((await api.delete(`/api/content/${last!.id}`)).status).toBe(200);
    expect((await page(first.next!)).titles[0]).toBe(
      (await page("/api/content?limit=6")).titles[4],
    );
  });

  it.each([
    ["limit=0", ["limit"]],
    ["limit=-1", ["limit"]],
    ["limit=abc", ["limit"]],
    ["limit=1.5", ["limit"]],
    [`limit=${CONTENT_PAGE_MAX + 1}`, ["limit"]],
    ["limit=1&limit=2", ["limit"]],
    ["after=", ["after"]],
    ["after=yesterday", ["after"]],
    ["after=1764515477123456-0", ["after"]],
    ["after=1234567890123456789-1", ["after"]],
    ["after=1-1&after=2-2", ["after"]],
    ["page=2", []],
  ])("refuses ?%s with 400 and the issue, changing nothing", async (query, path) => {
    const { status, body } = await api.get(`/api/content?${query}`);
    expect(status, query).toBe(400);
    expect(body.message, query).toMatch(/^(limit|after) must|^Unknown field: page$/);
    expect(body.issues[0].path, query).toEqual(path);
  });

  it("answers a cursor past either end of time with what lies after it", async () => {
    expect((await page("/api/content?after=999999999999999999-1")).titles).toHaveLength(50);
    expect((await page("/api/content?after=-999999999999999999-1")).titles).toEqual([]);
  });
});

describe("GET /api/content with a creation time of infinity or -infinity", () => {
  // PostgreSQL keeps either in a timestamptz; an operator's fix by hand or an import can store
  // them. Each made the list answer 500 (no microsecond count for the cursor).
  beforeAll(async () => {
    const { db } = server.database;
    await db.insert(contentItems).values(
      (["infinity", "-infinity"] as const).map((at) => ({
        title: `Created at ${at}`,
        slug: `created-${at}`,
        type: "blog",
        topic: "privacy",
        excerpt: "An excerpt.",
        content: "<p>Body</p>",
        createdAt: sql`${at}::timestamptz`,
        updatedAt: sql`${at}::timestamptz`,
      })),
    );
  });

  afterAll(async () => {
    await server.database.db
      .delete(contentItems)
      .where(sql`not isfinite(${contentItems.createdAt})`);
  });

  it("lists them first and last, a page at a time, their cursors included", async () => {
    const { titles } = await allPages(`/api/content?limit=${CONTENT_PAGE_MAX}`);
    expect(titles[0]).toBe("Created at infinity");
    expect(titles.slice(-2)).toEqual([newestFirst.at(-1), "Created at -infinity"]);
    for (const limit of [1, 7, CONTENT_PAGE_SIZE]) {
      expect((await allPages(`/api/content?limit=${limit}`)).titles).toEqual(titles);
    }
    expect((await page("/api/content?limit=1")).next).toMatch(/&after=infinity-\d+$/);
  });

  it("answers their creation time as no date (JSON has no infinity)", async () => {
    const { body } = await api.get("/api/content?limit=1");
    expect(body[0]).toMatchObject({ title: "Created at infinity", createdAt: null });
  });

  it.each([
    // The id orders items created at the same moment: 999999999 is after every item's.
    ["infinity-999999999", 0],
    ["infinity-1", 1],
    ["999999999999999999-1", 1],
    ["-infinity-999999999", -1],
    ["-999999999999999999-1", -1],
    ["-infinity-1", null],
  ])("answers ?after=%s with what lies after it", async (after, first) => {
    const { titles } = await allPages(`/api/content?limit=${CONTENT_PAGE_MAX}`);
    expect((await page(`/api/content?limit=1&after=${after}`)).titles).toEqual(
      first === null ? [] : [titles.at(first)],
    );
  });
});
