import { KeptHtml } from "./kept-html";

/** The id of a page body that is kept markup: one per document (keptPageMiddleware draws it). */
export const KEPT_PAGE_ID = "page-body";

/**
 * The whole body of a page that has nothing to hydrate (a marketing page of cards, lists and
 * links), or all of it below an intro that has (/business's two buttons): the server draws it
 * once per process and the browser keeps the document's copy, so the page's data is its title
 * and description and its code is this line (decision 021).
 */
export function KeptPage() {
  return <KeptHtml id={KEPT_PAGE_ID} perPage />;
}
