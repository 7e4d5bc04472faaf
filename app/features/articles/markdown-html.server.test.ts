import { describe, expect, it } from "vitest";
import { GenerationError } from "./generator";
import { CONVERSIONS_ADMITTED, markdownToHtml } from "./markdown-html.server";

/** How late a timer set now fires, sampled every 10 ms while `work` runs. */
async function worstTimerDelay(work: Promise<unknown>): Promise<number> {
  let worst = 0;
  let settled = false;
  void work.finally(() => (settled = true)).catch(() => {});
  while (!settled) {
    const start = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 10));
    worst = Math.max(worst, performance.now() - start - 10);
  }
  return worst;
}

describe("markdownToHtml", () => {
  it("converts Markdown to HTML", async () => {
    expect(await markdownToHtml("## Why\n\nHotels share **one** network.")).toBe(
      "<h2>Why</h2>\n<p>Hotels share <strong>one</strong> network.</p>\n",
    );
  });

  it("gives up on Markdown the parser takes seconds over, without holding the server's thread", async () => {
    // 90,000 characters of alternating underscores: seconds of CPU for the Markdown parser.
    const conversion = markdownToHtml("_a".repeat(45_000), 1_000);
    const worstDelay = worstTimerDelay(conversion);
    await expect(conversion).rejects.toThrow(
      new GenerationError("The language model's answer could not be converted within 1 second"),
    );
    // In the server's thread the parse held every timer for seconds; in a worker, barely.
    expect(await worstDelay).toBeLessThan(750);
  });

  it("refuses Markdown that overflows the parser's stack, with a message for the admin", async () => {
    await expect(markdownToHtml("> ".repeat(30_000) + "x")).rejects.toThrow(
      new GenerationError("The language model's answer could not be read as Markdown"),
    );
  });

  it("converts one answer at a time, each with its own time limit, and refuses more than it admits", async () => {
    const started = performance.now();
    const settledAfter: number[] = [];
    const admitted = Array.from({ length: CONVERSIONS_ADMITTED }, () =>
      markdownToHtml("_a".repeat(45_000), 300).catch((error: unknown) => {
        settledAfter.push(performance.now() - started);
        return error;
      }),
    );
    await expect(markdownToHtml("one more")).rejects.toMatchObject({
      message: "The server is converting other generated articles; try again in a moment",
      status: 503,
    });
    for (const outcome of await Promise.all(admitted)) {
      expect(outcome).toEqual(
        new GenerationError(
          "The language model's answer could not be converted within 0.3 seconds",
        ),
      );
    }
    // One after another, each stopped at its own 300 ms: together they took four of them.
    expect(settledAfter.at(-1)).toBeGreaterThanOrEqual(CONVERSIONS_ADMITTED * 300 - 50);
    // And the line is free again.
    expect(await markdownToHtml("*done*")).toBe("<p><em>done</em></p>\n");
  });
});
