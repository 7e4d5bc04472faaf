import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContentList } from "./content-list";
import { listedContentItem } from "../../../tests/support/content-list-item";
import type { ContentListItemJson } from "./content-item";

const item = listedContentItem(7, { title: "Invoice \u202Efdp.exe" });

function render(items: ContentListItemJson[]): string {
  return renderToStaticMarkup(
    <ContentList
      state={{ status: "done", value: items }}
      reload={async () => {}}
      more={{ hasMore: false, loadingMore: false, loadMore: async () => {} }}
    />,
  );
}

describe("ContentList", () => {
  it("shows a title stored with a direction override written out, in its card and its buttons' names", () => {
    const html = render([item]);
    expect(html).not.toContain("\u202E");
    expect(html).toContain(">Invoice [U+202E]fdp.exe</h3>");
    expect(html).toContain('aria-label="Delete: Invoice [U+202E]fdp.exe"');
  });

  it("says so for a creation time JSON could not hold, rather than a date of 1970", () => {
    const html = render([{ ...item, createdAt: null }]);
    expect(html).toContain("Created at no readable time");
    expect(html).not.toContain("1970");
  });
});
