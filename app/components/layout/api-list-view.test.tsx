import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ApiListMore } from "./api-list-more";
import { ApiListView, LIST_STEP } from "./api-list-view";

const copy = { loading: "Loading", loadError: "Could not load:", empty: "Nothing yet" };

function render(count: number, more?: ApiListMore): string {
  const items = Array.from({ length: count }, (_, index) => ({ id: index + 1 }));
  return renderToStaticMarkup(
    <ApiListView
      id="list"
      heading="Items"
      state={{ status: "done", value: items }}
      copy={copy}
      more={more}
      renderItem={(item) => <span>item {item.id}</span>}
    />,
  );
}

const loadMore = async () => {};

describe("ApiListView", () => {
  it("shows a short list whole, without a Show more button", () => {
    const html = render(3);
    expect(html.match(/<li>/g)).toHaveLength(3);
    expect(html).not.toContain("Show");
  });

  it("shows the first LIST_STEP items of a long list and offers the next ones", () => {
    const html = render(LIST_STEP * 2 + 7);
    expect(html.match(/<li>/g)).toHaveLength(LIST_STEP);
    expect(html).toContain(`item ${LIST_STEP}<`);
    expect(html).not.toContain(`item ${LIST_STEP + 1}<`);
    expect(html).toContain(`Show ${LIST_STEP} more (${LIST_STEP + 7} not shown)`);
  });

  it("offers the rest by its number when fewer than LIST_STEP are left", () => {
    expect(render(LIST_STEP + 7)).toContain(">Show 7 more<");
  });

  it("shows every item of a list the server pages, and Load more while it has a next page", () => {
    const html = render(LIST_STEP * 2, { hasMore: true, loadingMore: false, loadMore });
    expect(html.match(/<li>/g)).toHaveLength(LIST_STEP * 2);
    expect(html).toContain(">Load more</button>");
    expect(html).not.toContain("Show");
    const loading = render(3, { hasMore: true, loadingMore: true, loadMore });
    expect(loading).toMatch(/<button[^>]*aria-busy="true"[^>]*>Loading more…<\/button>/);
  });

  it("keeps the items shown, and Load more, when the next page fails to load", () => {
    const items = Array.from({ length: LIST_STEP }, (_, index) => ({ id: index + 1 }));
    const html = renderToStaticMarkup(
      <ApiListView
        id="list"
        heading="Items"
        state={{ status: "error", error: new Error("offline"), partial: items }}
        copy={copy}
        more={{ hasMore: true, loadingMore: false, loadMore }}
        renderItem={(item) => <span>item {item.id}</span>}
      />,
    );
    expect(html.match(/<li>/g)).toHaveLength(LIST_STEP);
    expect(html).toMatch(/<\/ul><p role="alert"[^>]*>Could not load: offline<\/p><button/);
    expect(html).toContain(">Load more</button>");
  });

  it("says the list has ended after the last page", () => {
    const html = render(3, { hasMore: false, loadingMore: false, loadMore });
    expect(html).toMatch(/<p[^>]*role="status"[^>]*>That is the whole list.<\/p>/);
    expect(html).not.toContain("<button");
  });
});
