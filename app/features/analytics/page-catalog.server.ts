import { sitemapPaths } from "~/copy/page-paths";
import { durationOptions } from "~/copy/plans";
import type { Database } from "~/db/database";
import { publishedSummaries } from "~/features/blog/public.server";
import { isPublishedSlug, publishedPageEntries } from "~/features/articles/public.server";

/** The one bucket every path the site does not have is counted under. */
export const OTHER_PATH = "(other)";

/** How long the list of published posts and pages is reused before it is read again. */
const REFRESH_MS = 30_000;

/** The checkout's own spellings: /checkout, /checkout/{category}, /checkout/{category}/{duration}. */
function checkoutPaths(): string[] {
  const durations = [...durationOptions.map((option) => option.id), "biennial"];
  return ["personal", "business"].flatMap((category) => [
    `/checkout/${category}`,
    ...durations.map((duration) => `/checkout/${category}/${duration}`),
  ]);
}

const staticPaths = new Set(["/checkout", ...checkoutPaths(), ...sitemapPaths()]);

/**
 * The pages the site has, for analytics: the static pages (the sitemap's), the checkout's
 * spellings, and the published blog posts and pages from the database. A beacon can send
 * any path; counting each as sent would let anyone fill the tables with made-up rows, so
 * paths outside this catalog are counted as one OTHER_PATH bucket and storage stays bounded.
 */
export function createPageCatalog(db: Database, now: () => number = Date.now) {
  let published: { readAt: number; paths: Promise<Set<string>> } | undefined;

  const readPublished = async () => {
    const [posts, pages] = await Promise.all([publishedSummaries(db), publishedPageEntries(db)]);
    return new Set([
      ...posts.map((post) => `/blog/${post.slug}`),
      ...pages.map((page) => page.path),
    ]);
  };

  const publishedPaths = (): Promise<Set<string>> => {
    if (!published || now() - published.readAt > REFRESH_MS) {
      const paths = readPublished();
      // A failed read is not cached: the next event tries again.
      paths.catch(() => (published = undefined));
      published = { readAt: now(), paths };
    }
    return published.paths;
  };

  return {
    /**
     * The path to count: itself when the site has it, OTHER_PATH otherwise. A post or page
     * not in the remembered list is looked up by its slug, so one published since (by
     * another instance or the scheduler) counts from its first view, not 30 s later.
     */
    async countedPath(path: string): Promise<string> {
      if (staticPaths.has(path)) return path;
      const item = /^\/(blog|pages)\/([^/]+)$/.exec(path);
      if (!item?.[1] || !item[2]) return OTHER_PATH;
      if ((await publishedPaths()).has(path)) return path;
      const type = item[1] === "blog" ? "blog" : "page";
      return (await isPublishedSlug(db, type, item[2])) ? path : OTHER_PATH;
    },
  };
}

export type PageCatalog = ReturnType<typeof createPageCatalog>;
