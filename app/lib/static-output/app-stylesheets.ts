/**
 * The stylesheets a page defers until its app starts (`data-deferred-style="app"`, decision
 * 021): the inline CSS styles everything the server rendered, so the full stylesheet is only
 * needed for what the app renders next (menus, results, other pages). On a tool that runs as
 * it loads, the inline CSS also styles the result its app renders, and the full stylesheet
 * waits for the visitor (`data-deferred-style="intent"`).
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

/** Sets the deferred stylesheets `selector` picks to apply, and resolves once they have loaded. */
function apply(selector: string, root: ParentNode): Promise<void> {
  const links = [...root.querySelectorAll<HTMLLinkElement>(selector)];
  for (const link of links) link.media = "all";
  return Promise.all(links.map(loaded)).then(() => undefined);
}

/**
 * Applies the deferred stylesheets the app needs as it starts (every one but those timed
 * `intent`) and resolves once they have loaded (or failed: the app then starts with the inline
 * CSS alone rather than not at all), so nothing the app renders appears unstyled. The client
 * entry calls it before hydrating.
 */
export function applyAppStylesheets(root: ParentNode = document): Promise<void> {
  return apply(
    `link[${DEFERRED_STYLE_ATTRIBUTE}]:not([${DEFERRED_STYLE_ATTRIBUTE}="intent"])`,
    root,
  );
}

/**
 * Applies every deferred stylesheet and resolves once they have loaded (or failed, or waited
 * `APP_STYLESHEET_WAIT_MS`). Whatever renders more than a page's inline CSS covers waits for
 * it: a part of the app loaded on demand (`lazyPart`), a visitor's first intent.
 */
export function applyAllStylesheets(root: ParentNode = document): Promise<void> {
  return apply(`link[${DEFERRED_STYLE_ATTRIBUTE}]`, root);
}

/** What the visitor can reach for: the start of a click, a menu opening on hover, a navigation. */
const interactive = "a[href],button,input,select,textarea,summary,label,[tabindex],[role=button]";

/**
 * On a page whose inline CSS also covers what its app renders alone (timing `intent`), applies
 * the full stylesheet at the visitor's first intent, before the app handles it: a pointer over
 * or pressing on something interactive, focus moving, a key pressed, or history moving back or
 * forward (a navigation the app renders). Listens in the capture phase, ahead of the app's own
 * handlers; stops listening once it has applied. Does nothing on other pages.
 */
export function applyStylesheetsOnIntent(doc: Document = document): void {
  if (!doc.querySelector(`link[${DEFERRED_STYLE_ATTRIBUTE}="intent"]`)) return;
  const listening = new AbortController();
  const applyNow = () => {
    listening.abort();
    void applyAllStylesheets(doc);
  };
  const onEvent = (event: Event) => {
    const target = event.target;
    if (event.type === "pointerover" || event.type === "pointerdown") {
      if (!(target instanceof Element) || !target.closest(interactive)) return;
    }
    applyNow();
  };
  const options = { capture: true, signal: listening.signal };
  for (const type of ["pointerover", "pointerdown", "focusin", "keydown"]) {
    doc.addEventListener(type, onEvent, options);
  }
  doc.defaultView?.addEventListener("popstate", applyNow, options);
}
