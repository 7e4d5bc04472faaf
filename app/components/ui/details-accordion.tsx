import type { ReactNode } from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "./cn";

export type DetailsItem = { id?: string; title: ReactNode; content: ReactNode };

/**
 * An accordion of native <details> elements sharing one `name`: the browser keeps at most
 * one open and lets the open one be closed again, with no JavaScript at all (the landing
 * page's budget allows none) and full keyboard support.
 */
export function DetailsAccordion({
  name,
  items,
  className,
}: {
  name: string;
  items: readonly DetailsItem[];
  className?: string;
}) {
  return (
    <div className={cn("divide-y rounded-xl border bg-card text-card-foreground", className)}>
      {items.map((item, index) => (
        <details key={item.id ?? index} id={item.id} name={name} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-medium transition-colors hover:text-primary [&::-webkit-details-marker]:hidden">
            <span>{item.title}</span>
            <ChevronDown
              className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="px-5 pb-5 text-sm leading-relaxed text-muted-foreground">
            {item.content}
          </div>
        </details>
      ))}
    </div>
  );
}
