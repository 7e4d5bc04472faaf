/**
 * Pages whose own controls can wait for a replayed click or keystroke (links, buttons, tabs,
 * filters, search boxes) load no JavaScript until the visitor reaches for something that needs
 * it (decision 022, as adopted). Such a route exports `handle = hydrateOnIntent`; its document
 * (prerendered or rendered per request) is rewritten by `deferHydration`:
 * - the module preloads go, so reading the page downloads no JavaScript;
 * - the app's module script waits for `intentScript` before it imports the route modules and
 *   the client entry, which then hydrates the page as on any other;
 * - `intentScript` starts that on the first pointer over, press on or focus of a control (a
 *   button, a form field, or a link marked with `inPageLink`), when an image fails to load
 *   (the app puts a placeholder in its place), or at once when the URL carries parameters in
 *   its query string or fragment (a prerendered document cannot show what they ask for; the
 *   app does).
 * - React Router's scroll-restoration script, which keys the history entry and reads the saved
 *   scroll positions while the document is parsed, is replaced by `scrollRestorationScript`,
 *   which reads them only on an entry already keyed; the app's script keys a fresh entry as it
 *   starts, before React Router reads the key.
 * - What the visitor does before hydration is kept and replayed once the app has hydrated
 *   (`HYDRATED_EVENT`): what was typed or chosen in inputs, text areas and selects (they change
 *   natively at once, so CSS-only tabs keep working), then the clicks on buttons and marked
 *   links, in order, one step per task; a hover still resting on a control.
 *
 * Other links work as they are: before hydration they are full loads of the next page.
 *
 * A page that must run code as it loads (a tool that measures at once) exports
 * `handle = hydrateAfterLoad` instead (decision 022, fourth amendment): the same rewrite, and
 * the app also starts once the page has loaded (its `load` event), so its JavaScript does not
 * compete with the first paint for the connection.
 */

/** A route's `handle` for a page that hydrates on intent. */
export const hydrateOnIntent = { hydrate: "on-intent" } as const;

/** A route's `handle` for a page that hydrates once it has loaded, or earlier on intent. */
export const hydrateAfterLoad = { hydrate: "after-load" } as const;

/** When a page's JavaScript loads, if not with the page. */
export type DeferredHydration = (typeof hydrateOnIntent | typeof hydrateAfterLoad)["hydrate"];

/**
 * Whether any of a page's route handles defers its hydration, and until when (after its load
 * wins over intent alone: a page that must run code as it loads cannot wait for the visitor).
 */
export function deferredHydration(handles: readonly unknown[]): DeferredHydration | null {
  const asked = handles.map((handle) =>
    typeof handle === "object" && handle !== null
      ? (handle as { hydrate?: unknown }).hydrate
      : undefined,
  );
  if (asked.includes(hydrateAfterLoad.hydrate)) return hydrateAfterLoad.hydrate;
  return asked.includes(hydrateOnIntent.hydrate) ? hydrateOnIntent.hydrate : null;
}

/**
 * Props for a link that acts within its page (a tab or filter chip that only changes the
 * query string): reaching for it starts the app, and a click on it before hydration is kept
 * and replayed as the app's navigation (scroll position kept) instead of a full load. Should
 * the app not hydrate within `KEPT_LINK_TIMEOUT_MS` of that click, the link is followed as a
 * plain link.
 */
export const inPageLink = { "data-intent": "" } as const;
const inPageLinkSelector = "a[data-intent]";

/** How long a kept link click waits for the app before it is followed as a plain link. */
export const KEPT_LINK_TIMEOUT_MS = 8000;

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
  "var hovered=null,presses=[],fields=[];",
  "var start=new Promise(function(r){go=r});",
  "function begin(){if(!started){started=true;go()}}",
  `w.${INTENT_GLOBAL}={start:start,begin:begin,hydrated:new Promise(function(r){done=r})};`,
  `function control(t){return t instanceof Element?t.closest("button,input,select,textarea,${inPageLinkSelector}"):null}`,
  // Intent: a pointer over, a press on or focus reaching a control. A mouse hover is kept.
  "function intent(e){var c=control(e.target);if(!c)return;",
  'if(e.type==="pointerover"&&e.pointerType==="mouse")hovered=c;begin()}',
  '["pointerover","pointerdown","focusin"].forEach(function(t){d.addEventListener(t,intent,true)});',
  // A URL that carries parameters, in its query string or its fragment (a share link's
  // "#r=…", not a plain "#section"): the prerendered document shows the page without them, the
  // app applies them. A fragment can also arrive later, pasted into the address bar.
  'function params(){return!!location.search||location.hash.indexOf("=")>0}',
  "if(params())begin();",
  'w.addEventListener("hashchange",function(){if(params())begin()});',
  // An image that failed (before this ran, or later): the app puts a placeholder there.
  'd.addEventListener("error",function(e){if(e.target instanceof HTMLImageElement)begin()},true);',
  "if([].some.call(d.images,function(i){return i.complete&&i.naturalWidth===0&&!!i.currentSrc}))begin();",
  // A field changed before hydration (typed into, a slider moved, a box ticked, an option
  // chosen) is remembered; not a file input, whose value cannot be set, nor a multiple choice.
  'd.addEventListener("input",function(e){var f=e.target;',
  'if(!hydrated&&(f instanceof HTMLInputElement&&f.type!=="file"||f instanceof HTMLTextAreaElement||f instanceof HTMLSelectElement&&!f.multiple)&&fields.indexOf(f)<0)fields.push(f)},true);',
  // A click on a button or a marked link before hydration stops here (the app would otherwise
  // see it while hydrating and again on replay) and is kept. A form's submit button submits
  // natively; a link clicked with a modifier key (new tab, new window) acts natively.
  'd.addEventListener("click",function(e){var c=control(e.target);if(hydrated||!c)return;',
  "if(c instanceof HTMLAnchorElement){if(e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;",
  "setTimeout(function(){var i=presses.indexOf(c);if(!hydrated&&i>=0){presses.splice(i,1);location.assign(c.href)}},",
  `${KEPT_LINK_TIMEOUT_MS})}`,
  'else if(!(c instanceof HTMLButtonElement)||c.form&&c.type!=="button")return;',
  "e.preventDefault();e.stopImmediatePropagation();presses.push(c);begin()},true);",
  // A changed field is changed again so that the app's change handler sees it, if it differs
  // from what the app rendered (React sets defaultValue and defaultChecked to its state when it
  // hydrates, and the server marked its choice's option selected). What the visitor left is
  // read as soon as the app has hydrated, before any step: a step's render puts the app's state
  // back into the fields it re-renders. Text is set back through the tracked setter, then to
  // what was typed through the prototype's, with an input event; a box is set to the app's
  // state and clicked; a choice is set and announced by a change event (React's select listens
  // to that). Answers the step, or null when there is nothing to replay.
  "function replay(f){if(!f.isConnected)return null;var v=f.value,c=f.checked;",
  "if(f instanceof HTMLSelectElement){",
  "var o=[].filter.call(f.options,function(o){return o.defaultSelected})[0]||f.options[0];",
  'return o&&v!==o.value?function(){f.value=v;f.dispatchEvent(new Event("change",{bubbles:true}))}:null}',
  'if(f.type==="radio"||f.type==="checkbox")',
  'return(f.type==="radio"?c&&!f.defaultChecked:c!==f.defaultChecked)?function(){f.checked=!c;f.click()}:null;',
  "var app=f.defaultValue;if(v===app)return null;",
  "return function(){f.value=app;",
  'Object.getOwnPropertyDescriptor(Object.getPrototypeOf(f),"value").set.call(f,v);',
  'f.dispatchEvent(new Event("input",{bubbles:true}))}}',
  // Once hydrated: the hover still resting on its control, the fields, then the clicks in order,
  // one per task, so that the app has rendered each before the next (a handler that spreads
  // its state, {...filters, region}, then sees the change before). A field that cannot be read
  // or a step that throws (an element without a native value setter) does not stop the others.
  `d.addEventListener(${JSON.stringify(HYDRATED_EVENT)},function(){hydrated=true;`,
  'if(hovered&&hovered.isConnected&&hovered.matches(":hover"))',
  'hovered.dispatchEvent(new PointerEvent("pointerover",{bubbles:true,pointerType:"mouse"}));',
  "var steps=fields.map(function(f){try{return replay(f)}catch(x){return null}}).filter(Boolean).concat(",
  "presses.map(function(c){return function(){if(c.isConnected)c.click()}}));",
  "(function next(){var s=steps.shift();if(!s)return done();try{s()}catch(x){}setTimeout(next,0)})()",
  "},{once:true})",
  "})();",
].join("");

/**
 * React Router's `<ScrollRestoration>` script, as written without `getKey` (the `null`: no key
 * from the server). It gives a fresh history entry a key (`history.replaceState`) and reads the
 * saved positions from `sessionStorage` while the document is parsed, on every page: 1-4 ms and
 * 0.5-8.6 ms of the main thread on the development machine (docs/performance.md). Positions
 * are saved by the running app, under the key of the entry it leaves, so a fresh entry has none.
 */
const reactRouterScrollScript =
  /(<script\b[^>]*>)\(\((?:(?!<\/script>)[\s\S])*\)\("react-router-scroll-positions", null\)(<\/script>)/;

/**
 * What replaces it: on an entry with a key (a reload, or a return to an entry the app ran on),
 * the saved position is restored before first paint, as React Router's script does; on a fresh
 * entry nothing is done. Constant text, allowed by hash on prerendered pages. Marked pure, like
 * `intentScript`, so the browser's bundle leaves it out.
 */
export const scrollRestorationScript = /* @__PURE__ */ [
  "(function(k){var s=history.state;if(!s||!s.key)return;",
  'try{var y=JSON.parse(sessionStorage.getItem(k)||"{}")[s.key];if(typeof y==="number")scrollTo(0,y)}',
  "catch(e){console.error(e);sessionStorage.removeItem(k)}",
  // Where React Router keeps the positions it saved, per history entry key.
  '})("react-router-scroll-positions")',
].join("");

/**
 * The line the app's script runs as it starts: a fresh entry gets the key React Router's script
 * would have given it at parse time, before the router reads it (as `location.key`, under which
 * the app saves the scroll position when the visitor leaves).
 */
const keyHistoryEntry =
  'if (!window.history.state?.key) window.history.replaceState({ ...window.history.state, key: Math.random().toString(32).slice(2) }, "");';

const modulePreloadLink = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const hrefAttribute = /\bhref="([^"]+)"/;
const appModuleScript = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const routeImport = /^import \* as (\w+) from ("[^"\\]+");$/gm;
const intentPreloadList = /const preloads = (\[[^\]]*\]);/;

/**
 * How many module preloads the app's script starts in one task; it yields before each group,
 * the first included, so that the event that started the app (the page's load, a first touch)
 * is handled and painted first. Each preload costs the main thread 0.6-1.2 ms on the
 * development machine (a tool page's 19 took 11-23 ms, measured in a headless Chromium with no
 * inspector attached), four times that on the phone Lighthouse assumes: the whole list at once
 * was one long task.
 */
const PRELOADS_PER_TASK = 3;

/** The modules a document rendered by React Router preloads: its app's, as it starts. */
export function modulePreloads(html: string): string[] {
  return [...html.matchAll(modulePreloadLink)]
    .map(([link]) => hrefAttribute.exec(link)?.[1])
    .filter((href): href is string => href !== undefined);
}

/**
 * The line a document that hydrates after load adds before it waits for intent: its `load`
 * starts the app (module scripts run before `load`, but a document already loaded starts it now).
 */
const startAfterLoad = `const intent = window.${INTENT_GLOBAL}; if (document.readyState === "complete") intent?.begin(); else addEventListener("load", () => intent?.begin(), { once: true });`;

/**
 * Rewrites a document rendered by React Router so that its JavaScript loads on intent, or after
 * the page has loaded (see the top of this file). A document not in the expected shape (no
 * module script importing the route modules) is returned unchanged.
 */
export function deferHydration(html: string, until: DeferredHydration, nonce?: string): string {
  const script = appModuleScript.exec(html);
  if (!script || html.includes(`${INTENT_GLOBAL}=`)) return html;
  const [whole, open = "", body = "", close = ""] = script;
  const imports = [...body.matchAll(routeImport)];
  if (imports.length === 0) return html;

  const preloads = modulePreloads(html);
  const waitForIntent = [
    ...(until === hydrateAfterLoad.hydrate ? [startAfterLoad] : []),
    `await window.${INTENT_GLOBAL}?.start;`,
    keyHistoryEntry,
    `const preloads = ${JSON.stringify(preloads)};`,
    "for (const [index, href] of preloads.entries()) {",
    `  if (index % ${PRELOADS_PER_TASK} === 0) await (window.scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve)));`,
    '  document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
    "}",
  ].join("\n");
  // The route modules are imported one after the other, in the order the static imports
  // evaluated them; the preloads above have started fetching all they need, a few per task.
  const at = imports[0]?.index ?? 0;
  const rewritten =
    body.slice(0, at) +
    waitForIntent +
    "\n" +
    body.slice(at).replace(routeImport, "const $1 = await import($2);");

  const intent = `<script${nonce ? ` nonce="${nonce}"` : ""}>${intentScript}</script>`;
  const start = script.index;
  const finished =
    html.slice(0, start).replace(modulePreloadLink, "") +
    intent +
    open +
    rewritten +
    close +
    html.slice(start + whole.length).replace(modulePreloadLink, "");
  return finished.replace(reactRouterScrollScript, `$1${scrollRestorationScript}$2`);
}

/**
 * What a rewritten document loads later (`npm run budget`): the modules it preloads once the
 * app starts, and whether it starts after the page's load (so they load with every view) or
 * only on intent.
 */
export function deferredModules(html: string): { modules: string[]; afterLoad: boolean } {
  const list = intentPreloadList.exec(html)?.[1];
  return {
    modules: list ? (JSON.parse(list) as string[]) : [],
    afterLoad: html.includes(startAfterLoad),
  };
}
