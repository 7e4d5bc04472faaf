/**
 * Keyboard movement in a horizontal tab list (WAI-ARIA tabs pattern): arrows move to the
 * neighbouring tab and wrap around, Home and End jump to the ends. Returns the index of
 * the tab to select and focus, or undefined when the key does not move the selection.
 */
export function tabKeyTarget(key: string, index: number, count: number): number | undefined {
  if (count <= 0) return undefined;
  switch (key) {
    case "ArrowRight":
      return (index + 1) % count;
    case "ArrowLeft":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}
