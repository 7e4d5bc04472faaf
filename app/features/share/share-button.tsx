import { LoaderCircle, Share2 } from "lucide-react";
import { useId } from "react";
import { toolShared } from "~/copy/tool-copy/shared";
import { Button } from "~/components/ui/button";
import { useRun } from "~/hooks/use-run";
import { createShareLink } from "./share-client";
import type { ShareRequest } from "./share-types";
import { formatLongDate } from "~/lib/text/format-date";

type MadeLink = { url: string; expiresAt: string; copied: boolean };

const day = (iso: string) => formatLongDate(iso, "local");

/** "Share result": signs the result on the server, then shows and copies the link. */
export function ShareButton({ request }: { request: () => ShareRequest }) {
  const { state, run } = useRun<MadeLink>();
  const fieldId = useId();
  const busy = state.status === "running";
  const made = state.status === "done" ? state.value : null;
  function onShare() {
    run(async ({ signal }) => {
      const link = await createShareLink(request(), window.location, signal);
      const copied = await navigator.clipboard.writeText(link.url).then(
        () => true,
        () => false,
      );
      return { ...link, copied };
    });
  }
  return (
    <div className="grid gap-2">
      <div>
        <Button variant="outline" onClick={onShare} busy={busy}>
          {busy ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Share2 aria-hidden="true" />
          )}
          {busy ? toolShared.share.busy : toolShared.share.button}
        </Button>
      </div>
      <div role="status" className="grid gap-2 text-sm text-muted-foreground">
        {made ? (
          <>
            <p>
              {made.copied
                ? toolShared.share.made(day(made.expiresAt))
                : toolShared.share.madeNoClipboard(day(made.expiresAt))}
            </p>
            <label htmlFor={fieldId} className="sr-only">
              {toolShared.share.linkLabel}
            </label>
            <input
              id={fieldId}
              readOnly
              value={made.url}
              data-testid="share-link"
              onFocus={(event) => event.currentTarget.select()}
              className="h-9 w-full rounded-md border border-input bg-background px-2 font-mono text-xs"
            />
          </>
        ) : null}
        {state.status === "error" ? (
          <p className="text-destructive">{toolShared.share.failed}</p>
        ) : null}
      </div>
    </div>
  );
}
