import { useCallback, useSyncExternalStore } from "react";
import { DEFAULT_THEME, THEME_STORAGE_KEY, type Theme, otherTheme } from "./theme";

/** The theme the page shows now: the class on <html> is the source of truth (set pre-paint). */
export function readDocumentTheme(): Theme {
  return document.documentElement.classList.contains("light") ? "light" : "dark";
}

export function applyTheme(theme: Theme) {
  const classes = document.documentElement.classList;
  classes.toggle("dark", theme === "dark");
  classes.toggle("light", theme === "light");
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be blocked (private modes, policies); the class still switches for this visit.
  }
}

/** Re-renders subscribers whenever the class on <html> changes (this tab's toggle or any other). */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

const serverTheme = () => DEFAULT_THEME;

/**
 * The current theme and a toggle. Hydration reports the default theme, as the server did,
 * and then the real one; anything visible must therefore style both themes with the
 * `dark:` variant rather than branch on `theme`.
 */
export function useTheme() {
  const theme = useSyncExternalStore(subscribe, readDocumentTheme, serverTheme);
  const toggleTheme = useCallback(() => applyTheme(otherTheme(readDocumentTheme())), []);
  return { theme, toggleTheme };
}
