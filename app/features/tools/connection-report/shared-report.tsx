import { Link } from "react-router";
import { connectionReportCopy as copy } from "~/copy/tool-copy/connection-report";
import { ApiError } from "~/lib/api-client/api-client";
import { openShareLink } from "~/features/share/public";
import type { CheckOutcome } from "./report-checks";
import { overallVerdict } from "./report-checks";
import { useToolRun } from "~/features/tools/shared/use-tool-run";
import { Skeleton } from "~/components/ui/skeleton";
import { CheckCard } from "./check-card";
import { ReportVerdict } from "./report-verdict";
import { reportOrder } from "./use-connection-report";

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });

/** A shared report, read-only: verified by the server, showing findings but no address. */
export function SharedReport({ token }: { token: string }) {
  const [state] = useToolRun(() => openShareLink(token));
  return (
    <div
      className="grid gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
      data-testid="shared-report"
    >
      <h2 className="text-lg font-semibold">{copy.share.heading}</h2>
      {state.status === "loading" ? <Skeleton className="h-24 w-full" /> : null}
      {state.status === "error" ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/10 p-4">
          {state.error instanceof ApiError && state.error.status === 410
            ? copy.share.expired
            : copy.share.invalid}
        </p>
      ) : null}
      {state.status === "done" && state.data.kind === "connection-report" ? (
        <>
          <p className="text-sm text-muted-foreground">
            {copy.share.intro(day(state.data.createdAt))}
          </p>
          <ReportVerdict verdict={overallVerdict(state.data.result.checks as CheckOutcome[])} />
          {state.data.result.network || state.data.result.countryCode ? (
            <p className="text-sm">
              {copy.fields.network}:{" "}
              {[state.data.result.network, state.data.result.countryCode]
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
                  state.data.kind === "connection-report"
                    ? (state.data.result.checks.find((check) => check.id === id) as
                        CheckOutcome | undefined)
                    : undefined
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
