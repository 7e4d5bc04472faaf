import { afterAll, describe, expect, it } from "vitest";
import { adminPages } from "~/copy/admin-pages";
import { locations } from "~/copy/locations";
import { pages } from "~/copy/pages";
import { openSignedIn } from "./admin-session";
import { baseUrl, closeAll, openPage } from "./harness";

afterAll(closeAll);

/** Fetches a path's HTML as a crawler or a browser without JavaScript would get it. */
async function fetchHtml(path: string) {
  const response = await fetch(`${baseUrl()}${path}`);
  return { status: response.status, html: await response.text(), headers: response.headers };
}

function h1Of(html: string): string | undefined {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match?.[1]
    ?.replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();
}

describe("every route of both route tables", () => {
  it.each(pages.map((page) => [page.path, page.heading]))(
    "%s answers 200 with its heading and title in the HTML",
    async (path, heading) => {
      const { status, html } = await fetchHtml(path);
      expect(status).toBe(200);
      expect(h1Of(html)).toBe(heading);
      expect(html).toMatch(/<title>[^<]*Umbra VPN[^<]*<\/title>/);
    },
  );

  it.each(locations.map((location) => location.id))("/locations/%s answers 200", async (id) => {
    const { status, html } = await fetchHtml(`/locations/${id}`);
    expect(status).toBe(200);
    expect(h1Of(html)).toContain(locations.find((l) => l.id === id)?.name);
  });

  it("/admin/login answers 200 and is not indexed", async () => {
    const { status, html } = await fetchHtml("/admin/login");
    expect(status).toBe(200);
    expect(h1Of(html)).toBe(adminPages.login?.heading);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  const shellPages = Object.entries(adminPages).filter(([key]) => key !== "login");

  it.each(shellPages)(
    "/admin/%s sends a visitor without a session to /admin/login",
    async (key) => {
      const response = await fetch(`${baseUrl()}/admin/${key}`, { redirect: "manual" });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/admin/login");
    },
  );

  it.each(shellPages)(
    "/admin/%s answers a signed-in admin with its heading, not indexed",
    async (key, adminPage) => {
      const { page } = await openPage("/admin/login");
      await openSignedIn(page, `/admin/${key}`);
      expect(new URL(page.url()).pathname).toBe(`/admin/${key}`);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
        adminPage.heading,
      );
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    },
  );

  it.each(["/checkout", "/checkout/personal/yearly", "/checkout/business/biennial"])(
    "%s answers 200",
    async (path) => {
      expect((await fetchHtml(path)).status).toBe(200);
    },
  );
});

describe("not found", () => {
  it.each([
    "/no-such-page",
    "/apps",
    "/status",
    "/help",
    "/help-center",
    "/admin",
    "/blog/no-such-post",
  ])("%s answers 404 with the not-found screen", async (path) => {
    const { status, html } = await fetchHtml(path);
    expect(status).toBe(404);
    expect(h1Of(html)).toBe("Page Not Found");
  });

  it("an unknown location answers 404 with its own message", async () => {
    const { status, html } = await fetchHtml("/locations/xx-atlantis");
    expect(status).toBe(404);
    expect(h1Of(html)).toBe("Location not found");
    expect(html).toContain("The requested VPN location could not be found.");
  });
});

describe("prerendered pages", () => {
  it("are served without a trailing-slash redirect, the same bytes each time, with no nonce", async () => {
    const first = await fetchHtml("/features/");
    const second = await fetchHtml("/features");
    expect(first.status).toBe(200);
    expect(second.html).toBe(first.html);
    expect(second.headers.get("content-security-policy")).toBe(
      first.headers.get("content-security-policy"),
    );
    expect(second.headers.get("content-security-policy")).not.toContain("'nonce-");
    expect(second.html).not.toContain("nonce=");
  });

  it("are readable with JavaScript disabled", async () => {
    const { page } = await openPage("/security", { javaScriptEnabled: false });
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Security Without Compromise",
    );
  });

  it("hydrate without console errors, and client navigation uses their data files", async () => {
    const { page, consoleErrors } = await openPage("/about");
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith(".data")) dataRequests.push(new URL(request.url()).pathname);
    });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('a[href="/faq"]').first().click();
    await page.waitForURL("**/faq");
    await page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" }).waitFor();
    expect(dataRequests).toContain("/faq.data");
    expect(consoleErrors).toEqual([]);
  });

  it("scroll to the top on every route change", async () => {
    const { page } = await openPage("/about", { viewport: { width: 1280, height: 600 } });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.locator('footer a[href="/security"]').first().click();
    await page.getByRole("heading", { level: 1, name: "Security Without Compromise" }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it("hashed assets are cached as immutable", async () => {
    const { html } = await fetchHtml("/");
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await fetch(`${baseUrl()}${asset}`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("robots.txt keeps crawlers out of /admin and /api", async () => {
    const { status, html } = await fetchHtml("/robots.txt");
    expect(status).toBe(200);
    expect(html).toContain("Disallow: /admin");
    expect(html).toContain("Disallow: /api");
    expect(html).toMatch(/Sitemap: http.+\/sitemap\.xml/);
  });

  it("sitemap.xml lists the public pages and location pages, not admin", async () => {
    const { status, html } = await fetchHtml("/sitemap.xml");
    expect(status).toBe(200);
    for (const path of ["/", "/pricing", "/tools/dns-leak", "/locations/uk-london", "/blog"]) {
      expect(html).toContain(`${baseUrl()}${path}</loc>`);
    }
    expect(html).not.toContain("/admin");
  });
});
