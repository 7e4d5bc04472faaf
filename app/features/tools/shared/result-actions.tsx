import { RotateCcw } from "lucide-react";
import { toolShared } from "~/copy/tool-copy/shared";
import { Button } from "~/components/ui/button";

/** The DB-IP licence asks for a visible link wherever its data is shown. */
export function DbipAttribution() {
  return (
    <p className="text-xs text-muted-foreground">
      <a className="underline underline-offset-2 hover:text-foreground" href={toolShared.dbipHref}>
        {toolShared.dbipLabel}
      </a>
    </p>
  );
}

/** Below a result: the DB-IP credit where its data is shown, and a button to run the tool again. */
export function ResultActions({
  label,
  onAction,
  attribution = false,
}: {
  label: string;
  onAction: () => void;
  attribution?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {attribution ? <DbipAttribution /> : <span />}
      <Button variant="outline" size="sm" onClick={onAction}>
        <RotateCcw aria-hidden="true" />
        {label}
      </Button>
    </div>
  );
}
