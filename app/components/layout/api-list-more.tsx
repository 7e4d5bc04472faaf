import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { adminShell } from "~/copy/admin";
import type { ApiPages } from "~/hooks/use-api-pages";

/** What a paged list offers under its items (useApiPages). */
export type ApiListMore = Pick<ApiPages<unknown>, "hasMore" | "loadingMore" | "loadMore">;

/**
 * "Load more" under a paged list while the server has a next page (busy, and still focusable,
 * while it is read), then the end of the list. The button goes once the last page is read: the
 * focus it had moves to the end's text, so a keyboard user is not sent back to the page's top.
 */
export function ApiListMoreButton({ more }: { more: ApiListMore }) {
  const end = useRef<HTMLParagraphElement>(null);
  const clicked = useRef(false);
  useEffect(() => {
    if (!more.hasMore && clicked.current) end.current?.focus();
    clicked.current = false;
  }, [more.hasMore]);
  if (!more.hasMore) {
    return (
      <p
        ref={end}
        tabIndex={-1}
        role="status"
        className="text-center text-sm text-muted-foreground"
      >
        {adminShell.listEnd}
      </p>
    );
  }
  return (
    <Button
      variant="outline"
      className="justify-self-center"
      busy={more.loadingMore}
      onClick={() => {
        clicked.current = true;
        void more.loadMore();
      }}
    >
      {more.loadingMore ? adminShell.loadingMore : adminShell.loadMore}
    </Button>
  );
}
