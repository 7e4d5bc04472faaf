import { Link } from "react-router";
import { speedTestRegions } from "~/copy/speed-test-regions";
import { speedTestCopy as copy } from "~/copy/tool-copy/speed-test";
import { useRunOnMount } from "~/hooks/use-run";
import { openShareLink, shareLinkExpired } from "~/features/share/public";
import { ToolError } from "~/features/tools/shared/tool-error";
import { Skeleton } from "~/components/ui/skeleton";
import { RegionCard } from "./region-card";
import { formatLongDate } from "~/lib/text/format-date";

const day = (iso: string) => formatLongDate(iso, "local");

/** A shared speed test result, read-only, verified by the server. */
export function SharedSpeedTest({ token }: { token: string }) {
  const { state } = useRunOnMount(({ signal }) => openShareLink(token, "speed-test", signal));
  return (
    <div
      className="grid gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
      data-testid="shared-speed-test"
    >
      <h2 className="text-lg font-semibold">{copy.shared.heading}</h2>
      {state.status === "running" ? <Skeleton className="h-24 w-full" /> : null}
      {state.status === "error" ? (
        <ToolError
          compact
          message={shareLinkExpired(state.error) ? copy.shared.expired : copy.shared.invalid}
        />
      ) : null}
      {state.status === "done" ? (
        <>
          <p className="text-sm text-muted-foreground">
            {copy.shared.intro(day(state.value.createdAt))}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2" aria-label={copy.resultsLabel}>
            {state.value.result.regions.map((region) => {
              const name =
                speedTestRegions.find((known) => known.code === region.code)?.name ?? region.code;
              return (
                <RegionCard
                  key={region.code}
                  active={false}
                  row={{
                    server: { code: region.code, name, testServer: "" },
                    result: {
                      ...region,
                      downloadStreams: region.streams,
                      uploadStreams: region.streams,
                    },
                  }}
                />
              );
            })}
          </ul>
        </>
      ) : null}
      <p>
        <Link
          to="/tools/speed-test"
          reloadDocument
          className="text-sm font-medium text-primary underline underline-offset-2"
        >
          {copy.shared.runYours}
        </Link>
      </p>
    </div>
  );
}
