import { Link } from "react-router";
import { connectionReportCopy as copy } from "~/copy/tool-copy/connection-report";
import { useRunOnMount } from "~/hooks/use-run";
import { openShareLink, shareLinkExpired } from "~/features/share/public";
import type { CheckOutcome } from "./report-checks";
import { overallVerdict, reportOrder } from "./report-checks";
import { ToolError } from "~/features/tools/shared/tool-error";
import { Skeleton } from "~/components/ui/skeleton";
import { CheckCard } from "./check-card";
import { ReportVerdict } from "./report-verdict";
import { formatLongDate } from "~/lib/text/format-date";

const day = (iso: string) => formatLongDate(iso, "local");

/** A shared report, read-only: verified by the server, showing findings but no address. */
export function SharedReport({ token }: { token: string }) {
  const { state } = useRunOnMount(({ signal }) =>
    openShareLink(token, "connection-report", signal),
  );
  return (
    <div
      className="grid gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
      data-testid="shared-report"
    >
      <h2 className="text-lg font-semibold">{copy.share.heading}</h2>
      {state.status === "running" ? <Skeleton className="h-24 w-full" /> : null}
      {state.status === "error" ? (
        <ToolError
          compact
          message={shareLinkExpired(state.error) ? copy.share.expired : copy.share.invalid}
        />
      ) : null}
      {state.status === "done" ? (
        <>
          <p className="text-sm text-muted-foreground">
            {copy.share.intro(day(state.value.createdAt))}
          </p>
          <ReportVerdict verdict={overallVerdict(state.value.result.checks as CheckOutcome[])} />
          {state.value.result.network || state.value.result.countryCode ? (
            <p className="text-sm">
              {copy.fields.network}:{" "}
              {[state.value.result.network, state.value.result.countryCode]
                .filter(Boolean)
                .join(", ")}
            </p>
          ) : null}
          <ul className="grid gap-3" aria-label={copy.listLabel}>
            {reportOrder.map((id) => (
              <CheckCard
                key={id}
                id={id}
                outcome={
                  state.value.result.checks.find((check) => check.id === id) as
                    CheckOutcome | undefined
                }
                running={false}
              />
            ))}
          </ul>
        </>
      ) : null}
      <p>
        <Link
          to="/tools/connection-report"
          reloadDocument
          className="text-sm font-medium text-primary underline underline-offset-2"
        >
          {copy.share.runYours}
        </Link>
      </p>
    </div>
  );
}
