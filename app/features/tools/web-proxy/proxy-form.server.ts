/**
 * GET forms of proxied pages. A browser submitting a GET form replaces its action's whole
 * query with the form's fields, so the proxied address (url, proxyId, js) cannot travel in
 * the query as it does in every other rewritten URL. It travels in the action's path instead:
 * /api/proxy/form/<the proxied path's query, in base64url>. That route puts the submitted
 * fields back as the target's query and redirects to the proxied address. A submit button's
 * formaction is rewritten the same way, so whichever button submits, its own target travels.
 */
const PROXIED_PREFIX = "/api/proxy?";
/** The route of GET form actions; each one is a path under it. */
export const FORM_ACTION_ROUTE = "/api/proxy/form";
const FORM_PREFIX = `${FORM_ACTION_ROUTE}/`;

/** A proxied path as a GET form's action; anything else (mailto:, "#") stays as it is. */
export function formActionPath(proxied: string): string {
  if (!proxied.startsWith(PROXIED_PREFIX)) return proxied;
  const query = proxied.slice(PROXIED_PREFIX.length);
  return FORM_PREFIX + Buffer.from(query).toString("base64url");
}

/**
 * The proxied address a form action's path carries (its `via` segment), as the query
 * /api/proxy reads. It is checked as that query is: a forged one is worth no more than a
 * forged /api/proxy link, and one without a target gets "Please enter a URL."
 */
export function formActionQuery(via: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(Buffer.from(via, "base64url").toString("utf8")));
}

/** Whether a request path is a form action's (the request log redacts the whole path). */
export function isFormActionPath(path: string): boolean {
  return path.toLowerCase().startsWith(FORM_PREFIX);
}
