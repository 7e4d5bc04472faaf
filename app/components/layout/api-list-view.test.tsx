import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ApiListView, LIST_STEP } from "./api-list-view";

const copy = { loading: "Loading", loadError: "Could not load:", empty: "Nothing yet" };

function render(count: number): string {
  const items = Array.from({ length: count }, (_, index) => ({ id: index + 1 }));
  return renderToStaticMarkup(
    <ApiListView
      id="list"
      heading="Items"
      state={{ status: "done", value: items }}
      copy={copy}
      renderItem={(item) => <span>item {item.id}</span>}
    />,
  );
}

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
});
