import { CircleCheck } from "lucide-react";
import { cn } from "~/components/ui/cn";

/**
 * A list whose items each carry a green check. The check is decorative: the item's text
 * says what it is, so screen readers hear the list and its items, not "check" each time.
 */
export function CheckList({ items, columns = 1 }: { items: readonly string[]; columns?: 1 | 2 }) {
  return (
    <ul className={cn("grid gap-3", columns === 2 && "sm:grid-cols-2")}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 text-sm leading-relaxed">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
