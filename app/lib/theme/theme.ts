export type Theme = "light" | "dark";

export const THEME_STORAGE_KEY = "umbra-theme";

export function otherTheme(theme: Theme): Theme {
  return theme === "dark" ? "light" : "dark";
}

/**
 * Runs in <head> before the first paint, so the stored theme is applied before anything
 * is drawn. The server allows it by its hash (see server/security-headers.ts), so its
 * text must stay a constant.
 */
export const themeScript = `(function(){try{var t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});var d=t!=="light";var c=document.documentElement.classList;c.toggle("dark",d);c.toggle("light",!d)}catch(e){}})();`;
