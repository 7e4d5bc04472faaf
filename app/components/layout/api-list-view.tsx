import { type ReactNode, useState } from "react";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { type ApiListMore, ApiListMoreButton } from "./api-list-more";
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
 * A titled list read from the API: a spinner, the load error (under the items already shown,
 * when a reload or a next page fails), the empty text, or the items,
 * LIST_STEP at a time; or with `more` (a list the server pages), every item read so far and
 * the button that reads the next page.
 */
export function ApiListView<T extends { id: number }>({
  id,
  heading,
  state,
  copy,
  renderItem,
  more,
  children,
}: {
  id: string;
  heading: string;
  state: ApiListState<T>;
  copy: { loading: string; loadError: string; empty: string };
  renderItem: (item: T) => ReactNode;
  /** The server's next page (useApiPages), for a list read a page at a time. */
  more?: ApiListMore;
  /** Dialogs and the like that belong to the list. */
  children?: ReactNode;
}) {
  const items = shownItems(state);
  const [shownLimit, setShownLimit] = useState(LIST_STEP);
  // A list the server pages is as long as the admin asked for already.
  const limit = more ? Infinity : shownLimit;
  const error =
    state.status === "error" ? (
      <p role="alert" className="text-destructive">
        {copy.loadError} {apiErrorText(state.error)}
      </p>
    ) : null;
  let body;
  if (!items) body = error ?? <Spinner label={copy.loading} />;
  else if (items.length === 0)
    body = error ?? <p className="text-muted-foreground">{copy.empty}</p>;
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
            onClick={() => setShownLimit(limit + LIST_STEP)}
          >
            {adminShell.showMore(Math.min(LIST_STEP, items.length - limit), items.length - limit)}
          </Button>
        ) : null}
        {/* Above Load more, which stays (and keeps its focus) to try a failed page again. */}
        {error}
        {more ? <ApiListMoreButton more={more} /> : null}
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
