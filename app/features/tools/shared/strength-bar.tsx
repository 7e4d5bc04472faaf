/** A strength bar; the number beside it is the accessible reading, so the bar itself is decorative. */
export function StrengthBar({ value, max }: { value: number; max: number }) {
  const ratio = Math.max(0, Math.min(1, value / max));
  const tone = ratio >= 0.8 ? "bg-success" : ratio >= 0.4 ? "bg-primary" : "bg-destructive";
  return (
    <div aria-hidden="true" className="h-2.5 w-full overflow-hidden rounded-full bg-muted">
      <div
        className={`h-full rounded-full transition-[width] ${tone}`}
        style={{ width: `${Math.max(ratio * 100, 4)}%` }}
      />
    </div>
  );
}
