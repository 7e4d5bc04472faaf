/** The sidebar remembers whether it is expanded in a cookie, so the server renders it that way. */
export const SIDEBAR_COOKIE = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
/** Below this width the sidebar is a sheet over the page (768 px). */
export const SIDEBAR_MOBILE_QUERY = "(max-width: 767px)";

/** Expanded unless the cookie says "false". */
export function parseSidebarOpen(value: string | undefined): boolean {
  return value !== "false";
}

export function sidebarCookie(open: boolean, path = "/"): string {
  return `${SIDEBAR_COOKIE}=${open}; Path=${path}; Max-Age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** Ctrl+B, or Cmd+B on a Mac, toggles the sidebar. */
export function isSidebarShortcut(
  event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">,
): boolean {
  return (
    event.key.toLowerCase() === "b" &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey
  );
}
