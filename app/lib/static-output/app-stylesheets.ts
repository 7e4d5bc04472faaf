/**
 * The stylesheets a page defers until its app starts (`data-deferred-style="app"`, decision
 * 021): the inline CSS styles everything the server rendered, so the full stylesheet is only
 * needed for what the app renders next (menus, results, other pages).
 */

/**
 * The attribute that marks a deferred stylesheet link, its value saying when it is switched on
 * (`DeferredStyleTiming` in defer-stylesheets.ts, which writes it).
 */
export const DEFERRED_STYLE_ATTRIBUTE = "data-deferred-style";

/** How long the app waits for a deferred stylesheet that has neither loaded nor failed. */
export const APP_STYLESHEET_WAIT_MS = 3_000;

/** Resolves once `link` has loaded or failed, or after `APP_STYLESHEET_WAIT_MS`. */
function loaded(link: HTMLLinkElement): Promise<void> {
  if (link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, APP_STYLESHEET_WAIT_MS);
    link.addEventListener("load", done, { once: true });
    link.addEventListener("error", done, { once: true });
  });
}

/**
 * Applies every deferred stylesheet that is not applied yet and resolves once they have loaded
 * (or failed: the app then starts with the inline CSS alone rather than not at all), so nothing
 * the app renders appears unstyled. The client entry calls it before hydrating.
 */
export function applyAppStylesheets(root: ParentNode = document): Promise<void> {
  const links = [...root.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_STYLE_ATTRIBUTE}]`)];
  for (const link of links) link.media = "all";
  return Promise.all(links.map(loaded)).then(() => undefined);
}
