import { Gauge } from "lucide-react";
import { speedTestRegions } from "~/content/speed-test-regions";
import { speedTestCopy as copy } from "~/content/tool-copy/speed-test";
import { Button } from "~/components/ui/button";
import { RegionCard } from "./region-card";
import { useSpeedTest } from "./use-speed-test";

const regionNames = speedTestRegions.map((region) => region.name);

/** The Speed Test: real measurements against our test servers, region by region. */
export function SpeedTest() {
  const [state, start] = useSpeedTest(regionNames);
  const running = state.status === "running";
  const current = running ? (state.rows[state.current]?.server.name ?? regionNames[0]) : undefined;
  const label = running
    ? copy.testing(current ?? "")
    : state.status === "idle"
      ? copy.start
      : copy.again;
  const phaseText =
    running && state.phase && current ? copy.phases[state.phase](current) : undefined;
  return (
    <div className="grid gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="grid justify-items-start gap-3">
        <Button size="lg" onClick={start} disabled={running}>
          <Gauge aria-hidden="true" />
          {label}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {state.status === "idle" ? copy.idle : null}
          {running ? (phaseText ?? copy.testing(current ?? "")) : null}
          {state.status === "done" ? copy.done : null}
        </p>
      </div>
      {state.status === "error" ? (
        <div role="alert" className="rounded-xl border border-destructive/40 bg-destructive/10 p-4">
          <p className="font-medium">{copy.error(state.failed)}</p>
          {state.detail ? (
            <p className="mt-1 text-sm break-words text-muted-foreground">{state.detail}</p>
          ) : null}
        </div>
      ) : null}
      {state.status !== "idle" && state.rows.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label={copy.resultsLabel}>
          {state.rows.map((row, index) => (
            <RegionCard
              key={row.server.code}
              row={row}
              active={running && index === state.current}
              status={running && index === state.current ? phaseText : undefined}
            />
          ))}
        </ul>
      ) : null}
      {state.status !== "idle" ? (
        <p className="text-xs text-muted-foreground">{copy.scaleNote}</p>
      ) : null}
    </div>
  );
}
