import { CircleAlert, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { toolShared } from "~/copy/tools";
import { Button } from "~/components/ui/button";

/** A tool's error state: the spec's message, optional detail, and a Try Again button. */
export function ToolError({
  message,
  detail,
  onRetry,
  children,
}: {
  message: string;
  detail?: string;
  onRetry: () => void;
  children?: ReactNode;
}) {
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
      <Button variant="outline" className="mt-5" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        {toolShared.tryAgain}
      </Button>
    </div>
  );
}
