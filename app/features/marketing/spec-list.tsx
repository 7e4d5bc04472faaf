import type { SpecItem } from "~/copy/content-types";

/** A titled specification table as a description list (term on the left, value on the right). */
export function SpecList({ title, items }: { title: string; items: readonly SpecItem[] }) {
  return (
    <div className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
      <h3 className="text-lg font-semibold">{title}</h3>
      <dl className="mt-4 divide-y text-sm">
        {items.map((item) => (
          <div key={item.term} className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
            <dt className="font-medium">{item.term}</dt>
            <dd className="text-muted-foreground">{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
