import { type ReactNode, useState } from "react";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { adminShell } from "~/copy/admin";
import { type ApiListState, shownItems } from "~/hooks/use-api-list";
import { apiErrorText } from "~/lib/api-client/api-client";

/**
 * How many items a list shows at first, and how many more each "Show more" adds: a list that
 * grows by itself (a blog that publishes daily) stays quick to render and to cover with a
 * dialog.
 */
export const LIST_STEP = 50;

/**
 * A titled list read from the API: a spinner, the load error, the empty text, or the items,
 * LIST_STEP at a time.
 */
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
  const [limit, setLimit] = useState(LIST_STEP);
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
      <>
        <ul className="grid gap-4">
          {items.slice(0, limit).map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
        {items.length > limit ? (
          <Button
            variant="outline"
            className="justify-self-center"
            onClick={() => setLimit(limit + LIST_STEP)}
          >
            {adminShell.showMore(Math.min(LIST_STEP, items.length - limit), items.length - limit)}
          </Button>
        ) : null}
      </>
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
