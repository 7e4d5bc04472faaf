import { renderToStaticMarkup } from "react-dom/server";
import type { PrivacyTool } from "~/copy/directory/taxonomy";
import { directoryIconSpriteHtml } from "./directory-icon-sprite.server";
import { categoryCounts } from "./filter-tools";
import { ToolListItems } from "./tool-list";

/**
 * The list island's markup (static-tool-list.tsx): the icons' sprite, then the cards.
 * The document gets it from the route's middleware; a client-side navigation takes the same
 * markup from the page's document and inserts it without hydrating it. The sprite is here,
 * below the page's first section, so it does not weigh on the first paint; the filter chips
 * above it draw from it too (a `<use>` reference resolves anywhere in the document).
 */
export function renderToolListHtml(tools: readonly PrivacyTool[]): string {
  const categories = categoryCounts(tools).map(({ category }) => category);
  return (
    directoryIconSpriteHtml(categories) +
    renderToStaticMarkup(
      <ul className="grid gap-5 sm:grid-cols-2">
        <ToolListItems tools={tools} />
      </ul>,
    )
  );
}
