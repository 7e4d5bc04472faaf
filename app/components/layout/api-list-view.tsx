import type { ReactNode } from "react";
import { Spinner } from "~/components/ui/spinner";
import { type ApiListState, shownItems } from "~/hooks/use-api-list";
import { apiErrorText } from "~/lib/api-client/api-client";

/** A titled list read from the API: a spinner, the load error, the empty text, or the items. */
export function ApiListView<T extends { id: number }>({
  id,
  heading,
  state,
  copy,
  renderItem,
  children,
}: {
  id: string;
  heading: string;
  state: ApiListState<T>;
  copy: { loading: string; loadError: string; empty: string };
  renderItem: (item: T) => ReactNode;
  /** Dialogs and the like that belong to the list. */
  children?: ReactNode;
}) {
  const items = shownItems(state);
  let body;
  if (state.status === "error")
    body = (
      <p role="alert" className="text-destructive">
        {copy.loadError} {apiErrorText(state.error)}
      </p>
    );
  else if (!items) body = <Spinner label={copy.loading} />;
  else if (items.length === 0) body = <p className="text-muted-foreground">{copy.empty}</p>;
  else
    body = (
      <ul className="grid gap-4">
        {items.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <h2 id={id} className="text-lg font-semibold">
        {heading}
      </h2>
      {body}
      {children}
    </section>
  );
}
