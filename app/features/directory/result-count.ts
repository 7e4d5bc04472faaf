/** "1 tool" / "12 tools". */
export function resultCountLabel(count: number): string {
  return `${count} ${count === 1 ? "tool" : "tools"}`;
}
