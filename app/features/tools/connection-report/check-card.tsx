import { CircleCheckBig, CircleHelp, Info, LoaderCircle, ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { connectionReportCopy as copy } from "~/copy/tool-copy/connection-report";
import type { CheckStatus, ReportCheckId } from "~/features/share/public";
import type { CheckOutcome } from "./report-checks";

const look: Record<CheckStatus, { icon: typeof Info; color: string; frame: string }> = {
  pass: { icon: CircleCheckBig, color: "text-success", frame: "border-success/40" },
  leak: {
    icon: ShieldAlert,
    color: "text-destructive",
    frame: "border-destructive/50 bg-destructive/5",
  },
  warn: { icon: Info, color: "text-caution", frame: "border-caution/40" },
  unknown: { icon: CircleHelp, color: "text-muted-foreground", frame: "border-border" },
};

/** One check of the report: its name and status, then each finding with what to do. */
export function CheckCard({
  id,
  outcome,
  running,
  children,
}: {
  id: ReportCheckId;
  outcome: CheckOutcome | undefined;
  running: boolean;
  children?: ReactNode;
}) {
  const style = outcome ? look[outcome.status] : undefined;
  const Icon = style?.icon ?? LoaderCircle;
  const statusText = outcome
    ? copy.status[outcome.status]
    : running
      ? copy.status.running
      : copy.status.pending;
  return (
    <li
      className={`grid gap-3 rounded-lg border bg-background/50 p-4 ${style?.frame ?? ""}`}
      data-testid={`check-${id}`}
      data-status={outcome?.status ?? (running ? "running" : "pending")}
      aria-busy={!outcome && running}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold">{copy.checks[id]}</h3>
        <span className="inline-flex items-center gap-1.5 text-sm font-medium">
          {/* The colour is on the icon: coloured text on a tinted card misses contrast. */}
          <Icon
            aria-hidden="true"
            className={`size-4 ${style?.color ?? "text-muted-foreground"} ${!outcome && running ? "animate-spin" : ""}`}
          />
          {statusText}
        </span>
      </div>
      {outcome && outcome.findings.length > 0 ? (
        <ul className="grid gap-1.5 text-sm text-muted-foreground">
          {outcome.findings.map((code) => (
            <li key={code} data-finding={code}>
              {copy.findings[code]}
            </li>
          ))}
        </ul>
      ) : null}
      {outcome ? children : null}
    </li>
  );
}
