import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ipCheckerNotes } from "~/copy/tool-copy/ip-checker";
import { latencyMapNotes } from "~/copy/tool-copy/latency-map";
import { toolCta } from "~/copy/tools";
import { serverHtmlContext } from "~/lib/static-output/server-html-context";
import { toolFrameHtml } from "./tool-frame.server";
import { TOOL_AFTER_ID } from "./tool-page";

/** Runs a middleware as React Router would and returns the island markup it provided. */
async function islandOf(middleware: ReturnType<typeof toolFrameHtml>): Promise<string> {
  const context = new RouterContextProvider();
  let calledNext = false;
  await middleware(
    {
      context,
      request: new Request("http://localhost/tools"),
      url: new URL("http://localhost/tools"),
      params: {},
      pattern: "/tools",
    },
    async () => {
      calledNext = true;
      return new Response();
    },
  );
  expect(calledNext).toBe(true);
  const html = context.get(serverHtmlContext)?.get(TOOL_AFTER_ID);
  if (html === undefined) throw new Error("no island provided");
  return html;
}

describe("a tool page's frame (notes and call to action as server markup)", () => {
  it("draws the notes, the DB-IP credit when asked, then the call to action with a router link", async () => {
    const html = await islandOf(toolFrameHtml({ notes: ipCheckerNotes, attribution: true }));
    const order = [
      ipCheckerNotes.heading,
      ipCheckerNotes.paragraphs[2],
      "IP Geolocation by DB-IP",
      toolCta.heading,
    ].map((text) => html.indexOf(text.replaceAll("'", "&#x27;")));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('class="mx-auto max-w-3xl px-4 pb-16 sm:px-6"');
    expect(html).toContain(`href="${toolCta.href}" data-discover="true"`);
  });

  it("leaves the credit out unless asked, and follows the tool's width", async () => {
    const html = await islandOf(toolFrameHtml({ notes: latencyMapNotes, width: "wide" }));
    expect(html).toContain(latencyMapNotes.heading);
    expect(html).not.toContain("DB-IP");
    expect(html).toContain('class="mx-auto max-w-6xl px-4 pb-16 sm:px-6"');
  });

  it("is only the call to action without notes, the same on every request", async () => {
    const middleware = toolFrameHtml();
    const html = await islandOf(middleware);
    expect(html.startsWith("<section")).toBe(true);
    expect(html).toContain(toolCta.heading);
    expect(await islandOf(middleware)).toBe(html);
  });
});
