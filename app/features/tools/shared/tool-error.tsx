import { CircleAlert, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { toolShared } from "~/copy/tools";
import { Button } from "~/components/ui/button";

/**
 * Every tool's error state: the spec's message, an optional detail line (apiErrorText), and
 * a Try Again button when the tool can retry from here. `compact` is the small panel of a
 * page whose own button starts the run again (the speed test, shared results).
 */
export function ToolError({
  message,
  detail,
  onRetry,
  compact = false,
  children,
}: {
  message: string;
  detail?: string;
  onRetry?: () => void;
  compact?: boolean;
  children?: ReactNode;
}) {
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
      {onRetry ? (
        <Button variant="outline" className="mt-5" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          {toolShared.tryAgain}
        </Button>
      ) : null}
    </div>
  );
}
