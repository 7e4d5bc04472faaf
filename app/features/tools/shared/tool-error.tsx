import { CircleAlert, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { toolShared } from "~/copy/tool-copy/shared";
import { Button } from "~/components/ui/button";
import { apiErrorText } from "~/lib/api-client/api-client";
import { isCodeLoadError } from "~/lib/code-loading/code-loading";

/**
 * Every tool's error state: the spec's message, an optional detail line, and a Try Again
 * button when the tool can retry from here. `compact` is the small panel of a page whose own
 * button starts the run again (the speed test, shared results).
 */
export function ToolError({
  message,
  error,
  detail = error === undefined ? undefined : apiErrorText(error, { withStatus: true }),
  onRetry,
  compact = false,
  children,
}: {
  message: string;
  /**
   * The run's error, worded as the detail line. When it is the tool's own code that failed to
   * load, Try Again reloads the page: the browser remembers a failed module, so running again
   * in the same page would fail again.
   */
  error?: unknown;
  detail?: string;
  onRetry?: () => void;
  compact?: boolean;
  children?: ReactNode;
}) {
  const retry = isCodeLoadError(error) ? () => window.location.reload() : onRetry;
  if (compact) {
    return (
      <div role="alert" className="rounded-xl border border-destructive/40 bg-destructive/10 p-4">
        <p className="font-medium">{message}</p>
        {detail ? <p className="mt-1 text-sm break-words text-muted-foreground">{detail}</p> : null}
        {children}
      </div>
    );
  }
  return (
    <div role="alert" className="rounded-xl border border-destructive/40 bg-destructive/10 p-6">
      <div className="flex items-start gap-3">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
        <div className="grid gap-2">
          <p className="font-medium">{message}</p>
          {detail ? <p className="text-sm break-words text-muted-foreground">{detail}</p> : null}
          {children}
        </div>
      </div>
      {retry ? (
        <Button variant="outline" className="mt-5" onClick={retry}>
          <RotateCcw aria-hidden="true" />
          {toolShared.tryAgain}
        </Button>
      ) : null}
    </div>
  );
}
