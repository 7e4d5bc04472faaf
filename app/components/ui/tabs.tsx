import { type KeyboardEvent, type ReactNode, useRef, useState } from "react";
import { tabKeyTarget } from "./tab-keys";

export type TabItem = { id: string; label: string; content: ReactNode };

/**
 * Tabs after the WAI-ARIA pattern, hand-written to stay a few hundred bytes: a tablist of
 * buttons with a roving tabindex (arrows, Home and End move and select), and every panel
 * rendered, the inactive ones hidden, so all content is in the server's HTML.
 * `idPrefix` makes the ids stable and readable (`{prefix}-{id}-tab`, `{prefix}-{id}-panel`).
 */
export function Tabs({
  label,
  items,
  idPrefix,
}: {
  label: string;
  items: readonly TabItem[];
  idPrefix: string;
}) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const next = tabKeyTarget(event.key, index, items.length);
    if (next === undefined) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-1 rounded-xl border bg-muted/60 p-1"
      >
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(node) => {
              tabRefs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-${item.id}-tab`}
            aria-controls={`${idPrefix}-${item.id}-panel`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className="flex-1 rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:text-foreground aria-selected:bg-background aria-selected:text-foreground aria-selected:shadow-sm"
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${idPrefix}-${item.id}-panel`}
          aria-labelledby={`${idPrefix}-${item.id}-tab`}
          hidden={index !== selected}
          tabIndex={0}
          className="mt-6 rounded-xl focus-visible:outline-offset-4"
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
