/**
 * Pages whose own controls can wait for a replayed click (links, buttons, tabs, radio buttons)
 * load no JavaScript until the visitor reaches for something that needs it (decision 022, as
 * adopted). Such a route exports `handle = hydrateOnIntent`; its document (prerendered or
 * rendered per request) is rewritten by `deferHydrationUntilIntent`:
 * - the module preloads go, so reading the page downloads no JavaScript;
 * - the app's module script waits for `intentScript` before it imports the route modules and
 *   the client entry, which then hydrates the page as on any other;
 * - `intentScript` starts that on the first pointer over, press on or focus of a control (a
 *   button or form field: the header's menus, the theme toggle, the mobile menu), or when an
 *   image fails to load (the app puts a placeholder in its place). It keeps a button's click
 *   made before hydration and replays it once the app has hydrated (`HYDRATED_EVENT`), as it
 *   does a hover still resting on a control and the last radio or checkbox choice.
 *
 * Links work as they are, before hydration as full loads of prerendered files.
 */

/** A route's `handle` for a page that hydrates on intent. */
export const hydrateOnIntent = { hydrate: "on-intent" } as const;

/** Whether any of a page's route handles asks for hydration on intent. */
export function hydratesOnIntent(handles: readonly unknown[]): boolean {
  return handles.some(
    (handle) =>
      typeof handle === "object" &&
      handle !== null &&
      (handle as { hydrate?: unknown }).hydrate === hydrateOnIntent.hydrate,
  );
}

/** Dispatched on `document` by the root once the app has hydrated (app/root.tsx). */
export const HYDRATED_EVENT = "umbra:hydrated";

/**
 * The global `intentScript` sets: `start` resolves on intent, `begin()` starts it now, and
 * `hydrated` resolves once the app has hydrated and replayed what it kept.
 */
export const INTENT_GLOBAL = "__umbraIntent";

declare global {
  interface Window {
    [INTENT_GLOBAL]?: { start: Promise<void>; begin(): void; hydrated: Promise<void> };
  }
}

/**
 * Constant text (the CSP allows it by hash on prerendered pages), written in parts below. It
 * listens in the capture phase on `document`, so it sees events before any handler of the app.
 * Marked pure, so the browser's bundle (which imports this module for the handle) leaves it out.
 */
export const intentScript = /* @__PURE__ */ [
  "(function(){",
  "var d=document,w=window,go,done,started=false,hydrated=false;",
  "var pressed=null,hovered=null,chosen=null,wanted=false;",
  "var start=new Promise(function(r){go=r});",
  "function begin(){if(!started){started=true;go()}}",
  `w.${INTENT_GLOBAL}={start:start,begin:begin,hydrated:new Promise(function(r){done=r})};`,
  'function control(t){return t instanceof Element?t.closest("button,input,select,textarea"):null}',
  // Intent: a pointer over, a press on or focus reaching a control. A mouse hover is kept.
  "function intent(e){var c=control(e.target);if(!c)return;",
  'if(e.type==="pointerover"&&e.pointerType==="mouse")hovered=c;begin()}',
  '["pointerover","pointerdown","focusin"].forEach(function(t){d.addEventListener(t,intent,true)});',
  // An image that failed (before this ran, or later): the app puts a placeholder there.
  'd.addEventListener("error",function(e){if(e.target instanceof HTMLImageElement)begin()},true);',
  "if([].some.call(d.images,function(i){return i.complete&&i.naturalWidth===0&&!!i.currentSrc}))begin();",
  // Clicks before hydration. A radio button or checkbox changes natively at once (one that
  // works by CSS alone keeps working); the last choice is remembered. A button's click stops
  // here (the app would otherwise see it while hydrating and again on replay) and is kept; a
  // form's submit button is left to submit the form natively.
  'd.addEventListener("click",function(e){var c=control(e.target);if(hydrated||!c)return;',
  'if(c.type==="radio"||c.type==="checkbox"){chosen=c;wanted=c.checked;begin();return}',
  'if(!(c instanceof HTMLButtonElement)||c.form&&c.type!=="button")return;',
  "e.stopImmediatePropagation();pressed=c;begin()},true);",
  // Once hydrated: the hover still resting on its control, the kept click, and the last
  // choice made again (undone, then clicked) so the app's change handler sees it before a
  // render puts the app's state back.
  `d.addEventListener(${JSON.stringify(HYDRATED_EVENT)},function(){hydrated=true;`,
  'if(hovered&&hovered.isConnected&&hovered.matches(":hover"))',
  'hovered.dispatchEvent(new PointerEvent("pointerover",{bubbles:true,pointerType:"mouse"}));',
  "if(pressed&&pressed.isConnected)pressed.click();",
  "if(chosen&&chosen.isConnected){chosen.checked=!wanted;chosen.click()}",
  "done()},{once:true})",
  "})();",
].join("");

const modulePreloadLink = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const hrefAttribute = /\bhref="([^"]+)"/;
const appModuleScript = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const routeImport = /^import \* as (\w+) from ("[^"\\]+");$/gm;
const intentPreloadList = /for \(const href of (\[[^\]]*\])\)/;

/**
 * Rewrites a document rendered by React Router so that its JavaScript loads on intent (see
 * the top of this file). A document not in the expected shape (no module script importing the
 * route modules) is returned unchanged.
 */
export function deferHydrationUntilIntent(html: string, nonce?: string): string {
  const script = appModuleScript.exec(html);
  if (!script || html.includes(`${INTENT_GLOBAL}=`)) return html;
  const [whole, open = "", body = "", close = ""] = script;
  const imports = [...body.matchAll(routeImport)];
  if (imports.length === 0) return html;

  const preloads = [...html.matchAll(modulePreloadLink)]
    .map(([link]) => hrefAttribute.exec(link)?.[1])
    .filter((href): href is string => href !== undefined);
  const waitForIntent = [
    `await window.${INTENT_GLOBAL}?.start;`,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
  ].join("\n");
  // The route modules are imported one after the other, in the order the static imports
  // evaluated them; the preloads above fetch them all at once.
  const at = imports[0]?.index ?? 0;
  const rewritten =
    body.slice(0, at) +
    waitForIntent +
    "\n" +
    body.slice(at).replace(routeImport, "const $1 = await import($2);");

  const intent = `<script${nonce ? ` nonce="${nonce}"` : ""}>${intentScript}</script>`;
  const start = script.index;
  return (
    html.slice(0, start).replace(modulePreloadLink, "") +
    intent +
    open +
    rewritten +
    close +
    html.slice(start + whole.length).replace(modulePreloadLink, "")
  );
}

/** The modules a rewritten document preloads once the visitor shows intent (`npm run budget`). */
export function intentPreloads(html: string): string[] {
  const list = intentPreloadList.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}
