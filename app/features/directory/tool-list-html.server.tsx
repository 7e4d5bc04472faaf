import { renderToStaticMarkup } from "react-dom/server";
import type { PrivacyTool } from "~/copy/directory/taxonomy";
import { ToolListItems } from "./tool-list";

/**
 * The cards as an HTML string, for client-side navigations to the directory (its `.data`
 * file): the same markup the document gets, inserted without hydrating it.
 */
export function renderToolListHtml(tools: readonly PrivacyTool[]): string {
  return renderToStaticMarkup(<ToolListItems tools={tools} />);
}
