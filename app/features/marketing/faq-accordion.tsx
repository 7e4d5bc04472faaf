import type { FaqEntry } from "~/copy/content-types";
import { DetailsAccordion } from "~/components/ui/details-accordion";

/** Questions that open to their answers, one at a time among all accordions sharing `name`. */
export function FaqAccordion({ name, entries }: { name: string; entries: readonly FaqEntry[] }) {
  return (
    <DetailsAccordion
      name={name}
      items={entries.map((entry) => ({
        id: entry.id,
        title: entry.question,
        content: <p>{entry.answer}</p>,
      }))}
    />
  );
}
