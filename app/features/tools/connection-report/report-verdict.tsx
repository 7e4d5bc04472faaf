import { CircleCheckBig, CircleHelp, ShieldAlert } from "lucide-react";
import { connectionReportCopy as copy } from "~/copy/tool-copy/connection-report";
import type { OverallVerdict } from "./report-checks";

/** The one plain verdict at the top of a finished report. */
export function ReportVerdict({ verdict }: { verdict: OverallVerdict }) {
  const names =
    verdict.kind === "protected" ? "" : verdict.ids.map((id) => copy.checks[id]).join(", ");
  const view = {
    protected: {
      Icon: CircleCheckBig,
      frame: "border-success/40 bg-success/10",
      color: "text-success",
      heading: copy.verdict.protected,
      text: copy.verdict.protectedText,
    },
    leaking: {
      Icon: ShieldAlert,
      frame: "border-destructive/40 bg-destructive/10",
      color: "text-destructive",
      heading: copy.verdict.leaking(names),
      text: copy.verdict.leakingText,
    },
    incomplete: {
      Icon: CircleHelp,
      frame: "border-border bg-muted/40",
      color: "text-muted-foreground",
      heading: copy.verdict.incomplete(names),
      text: copy.verdict.incompleteText,
    },
  }[verdict.kind];
  return (
    <div
      className={`flex items-start gap-3 rounded-lg border p-4 ${view.frame}`}
      data-testid="report-verdict"
      data-verdict={verdict.kind}
    >
      <view.Icon aria-hidden="true" className={`mt-0.5 size-6 shrink-0 ${view.color}`} />
      <div className="grid gap-1">
        <h2 className="text-xl font-bold">{view.heading}</h2>
        <p className="text-sm text-muted-foreground">{view.text}</p>
      </div>
    </div>
  );
}
