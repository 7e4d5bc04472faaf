/**
 * A dynamic import that failed: the page's code for a part it loads later did not arrive (the
 * connection dropped, or a new release replaced the chunk the page was built against).
 * Browsers remember a module that failed to load for the page's lifetime, so trying again in
 * the same page fails again; a reload fetches the current code.
 */
export const CODE_LOAD_ERROR_TEXT = "Part of this page did not load. Reload the page to try again.";

/** How Chromium and Firefox ("… dynamically imported module") and Safari word a failed `import()`. */
const CODE_LOAD_FAILURE = /dynamically imported module|^Importing a module script failed/;

export function isCodeLoadError(error: unknown): boolean {
  return error instanceof TypeError && CODE_LOAD_FAILURE.test(error.message);
}
