import { THEME_STORAGE_KEY, type Theme, otherTheme } from "./theme";

/** The theme the page shows now: the class on <html> is the source of truth (set pre-paint). */
function readDocumentTheme(): Theme {
  return document.documentElement.classList.contains("light") ? "light" : "dark";
}

function applyTheme(theme: Theme) {
  const classes = document.documentElement.classList;
  classes.toggle("dark", theme === "dark");
  classes.toggle("light", theme === "light");
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be blocked (private modes, policies); the class still switches for this visit.
  }
}

/**
 * Switches to the other theme and remembers it. Nothing visible branches on the theme in
 * React: markup carries both variants and the `dark:` variant picks one, so it is right before
 * hydration and in every tab.
 */
export function toggleTheme() {
  applyTheme(otherTheme(readDocumentTheme()));
}
