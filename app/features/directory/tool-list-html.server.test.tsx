import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { privacyTools } from "~/copy/directory/privacy-tools";
import type { DirectoryCategory } from "~/copy/directory/taxonomy";
import { renderToolListHtml } from "./tool-list-html.server";
import { badgeClass } from "~/components/ui/badge";
import { cardIconIds, categoryIconId } from "./directory-icon";
import { FilterPanel } from "./filter-panel";
import { availablePlatforms, categoryCounts, defaultFilters } from "./filter-tools";

const html = renderToolListHtml(privacyTools);
const categoriesInUse = categoryCounts(privacyTools).map(({ category }) => category);

/** The sprite: the island's first element, one hidden <svg>. */
function sprite(): string {
  const match = /^<svg aria-hidden="true"[^>]*style="display:none">([\s\S]*?)<\/svg>/.exec(html);
  if (!match?.[1]) throw new Error("The island does not start with the icon sprite");
  return match[1];
}

/** Each symbol of the sprite: its id, its attributes and the shapes inside it. */
function symbols() {
  return [...sprite().matchAll(/<symbol id="([^"]+)"([^>]*)>([\s\S]*?)<\/symbol>/g)].map(
    ([, id = "", attributes = "", shapes = ""]) => ({ id, attributes, shapes }),
  );
}

/** Each card's <li> (from its opening tag to the next card's): its category and markup. */
function cards() {
  const items = html.split(/(?=<li [^>]*data-tool-id=")/).slice(1);
  return items.map((markup) => ({
    category: (/data-category="([^"]+)"/.exec(markup)?.[1] ?? "") as DirectoryCategory,
    markup,
  }));
}

describe("the directory's list island", () => {
  it("starts with one hidden sprite: a symbol per category in use, the star and the link icon", () => {
    expect(html.match(/style="display:none"/g)).toHaveLength(1);
    const ids = symbols().map(({ id }) => id);
    expect(ids).toEqual([
      ...categoriesInUse.map(categoryIconId),
      cardIconIds.star,
      cardIconIds.externalLink,
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    // A category no tool has gets no symbol.
    expect(categoriesInUse).not.toContain("Data Removal");
    expect(ids).not.toContain("directory-icon-data-removal");
  });

  it("gives symbols safe ids and lucide's drawing attributes", () => {
    expect(categoryIconId("Cloud Storage")).toBe("directory-icon-cloud-storage");
    expect(categoryIconId("Maps and Navigation")).toBe("directory-icon-maps-and-navigation");
    for (const { id, attributes, shapes } of symbols()) {
      expect(id).toMatch(/^directory-icon-[a-z0-9]+(-[a-z0-9]+)*$/);
      // The star is filled where it is used (fill-amber-400, fill-current), so it sets no fill.
      const fill = id === cardIconIds.star ? "" : ' fill="none"';
      expect(attributes).toBe(
        ` viewBox="0 0 24 24"${fill} stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`,
      );
      expect(shapes).toMatch(/^(<(path|rect|circle|line|polyline|polygon|ellipse) [^>]*><\/\2>)+$/);
    }
  });

  it("draws each card's icons by reference to the sprite: its category, the link, the stars", () => {
    const list = cards();
    expect(list).toHaveLength(privacyTools.length);
    for (const [index, { category, markup }] of list.entries()) {
      const tool = privacyTools[index]!;
      const reviewStars = Object.keys(tool.reviews ?? {}).map(() => cardIconIds.star);
      const uses = [...markup.matchAll(/<use href="#([^"]+)"/g)].map(([, id]) => id);
      expect(uses).toEqual([
        categoryIconId(category),
        cardIconIds.externalLink,
        cardIconIds.star,
        ...reviewStars,
      ]);
      expect(markup).not.toContain("<path");
      expect(markup).toMatch(
        /<svg width="24" height="24" viewBox="0 0 24 24" class="lucide shrink-0 size-5" aria-hidden="true"><use href="#directory-icon-[a-z0-9-]+"><\/use><\/svg>/,
      );
    }
  });

  it("holds each category icon's shapes once, in the sprite, not in every card", () => {
    for (const { shapes } of symbols()) expect(html.split(shapes)).toHaveLength(2);
    for (const { markup } of cards()) expect(markup).not.toContain("<symbol");
  });

  it("holds every symbol the filter panel's category chips draw", () => {
    const panel = renderToStaticMarkup(
      <FilterPanel
        filters={defaultFilters}
        categories={categoryCounts(privacyTools)}
        platforms={availablePlatforms(privacyTools)}
        total={privacyTools.length}
        onChange={() => undefined}
        onReset={() => undefined}
      />,
    );
    const uses = [
      ...panel.matchAll(/<svg [^>]*class="lucide shrink-0"[^>]*><use href="#([^"]+)"/g),
    ];
    expect(uses.map(([, id]) => id)).toEqual(categoriesInUse.map(categoryIconId));
  });

  it("makes each badge one element, the list's item, and each detail a term and a value", () => {
    for (const [index, { markup }] of cards().entries()) {
      const tool = privacyTools[index]!;
      const badges = (label: string) =>
        [
          ...(
            new RegExp(`<ul aria-label="${label}"[^>]*>(.*?)</ul>`).exec(markup)?.[1] ?? ""
          ).matchAll(/<li class="([^"]+)">([^<]+)<\/li>/g),
        ].map(([, className, text]) => ({ className, text }));
      expect(badges("Platforms")).toEqual(
        tool.platforms.map((text) => ({ className: badgeClass({ variant: "outline" }), text })),
      );
      expect(badges("Tags")).toEqual(
        tool.tags.map((text) => ({ className: badgeClass({ variant: "secondary" }), text })),
      );
      expect(markup).not.toContain('data-slot="badge"');
      const details = /<dl [^>]*>(.*?)<\/dl>/.exec(markup)?.[1] ?? "";
      expect(details).toMatch(/^(<dt [^>]*>[^<]+<\/dt><dd>[^<]*<\/dd>)+$/);
    }
  });
});
