import { LoaderCircle, Share2 } from "lucide-react";
import { useId, useState } from "react";
import { toolShared } from "~/copy/tools";
import { Button } from "~/components/ui/button";
import { createShareLink } from "./share-client";
import type { ShareRequest } from "./share-types";

type State =
  | { status: "idle" }
  | { status: "busy" }
  | { status: "made"; url: string; expiresAt: string; copied: boolean }
  | { status: "failed" };

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });

/** "Share result": signs the result on the server, then shows and copies the link. */
export function ShareButton({ request }: { request: () => ShareRequest }) {
  const [state, setState] = useState<State>({ status: "idle" });
  const fieldId = useId();
  async function onShare() {
    setState({ status: "busy" });
    try {
      const link = await createShareLink(request(), window.location);
      const copied = await navigator.clipboard.writeText(link.url).then(
        () => true,
        () => false,
      );
      setState({ status: "made", ...link, copied });
    } catch {
      setState({ status: "failed" });
    }
  }
  return (
    <div className="grid gap-2">
      <div>
        <Button variant="outline" onClick={() => void onShare()} disabled={state.status === "busy"}>
          {state.status === "busy" ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Share2 aria-hidden="true" />
          )}
          {state.status === "busy" ? toolShared.share.busy : toolShared.share.button}
        </Button>
      </div>
      <div role="status" className="grid gap-2 text-sm text-muted-foreground">
        {state.status === "made" ? (
          <>
            <p>
              {state.copied
                ? toolShared.share.made(day(state.expiresAt))
                : toolShared.share.madeNoClipboard(day(state.expiresAt))}
            </p>
            <label htmlFor={fieldId} className="sr-only">
              {toolShared.share.linkLabel}
            </label>
            <input
              id={fieldId}
              readOnly
              value={state.url}
              data-testid="share-link"
              onFocus={(event) => event.currentTarget.select()}
              className="h-9 w-full rounded-md border border-input bg-background px-2 font-mono text-xs"
            />
          </>
        ) : null}
        {state.status === "failed" ? (
          <p className="text-destructive">{toolShared.share.failed}</p>
        ) : null}
      </div>
    </div>
  );
}
