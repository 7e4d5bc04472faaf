import { RotateCcw } from "lucide-react";
import { latencyCities } from "~/copy/latency-cities";
import type { LatencyContext } from "./latency-context.server";
import { latencyMapCopy as copy } from "~/copy/tool-copy/latency-map";
import { Button } from "~/components/ui/button";
import { apiGet } from "~/lib/api-client/api-client";
import { useRunOnMount } from "~/hooks/use-run";
import { ToolError } from "~/features/tools/shared/tool-error";
import { toneBg as toneDot, toneText } from "~/features/tools/shared/tone";
import { latencyTone } from "./latency";
import { MapFigure } from "./map-figure";
import { type CityLatency, measureLatencies } from "./measure-latency";
import type { WorldMap } from "./world-map.server";

type Measured = { context: LatencyContext; results: CityLatency[] };

async function run({ signal }: { signal: AbortSignal }): Promise<Measured> {
  const context = await apiGet<LatencyContext>("/api/latency", { signal });
  const results = await measureLatencies(latencyCities, context, {
    fetch: (...args) => fetch(...args),
    now: () => performance.now(),
    signal,
  });
  return { context, results };
}

function CityCard({
  city,
  result,
}: {
  city: (typeof latencyCities)[number];
  result?: CityLatency;
}) {
  const latency = result?.latency ?? null;
  const tone = latency === null ? null : latencyTone(latency);
  return (
    <li
      className="grid gap-1 rounded-lg border bg-background/50 p-4"
      data-testid={`city-${city.id}`}
    >
      <span className="font-medium">{city.city}</span>
      <span className="text-sm text-muted-foreground">{city.country}</span>
      <span className="mt-1 flex flex-wrap items-center gap-x-2">
        {tone ? (
          <span aria-hidden="true" className={`size-2.5 rounded-full ${toneDot[tone]}`} />
        ) : null}
        <span
          className={`font-semibold tabular-nums ${tone ? toneText[tone] : "text-muted-foreground"}`}
        >
          {latency !== null ? copy.ms(latency) : result ? copy.unavailable : copy.notMeasured}
        </span>
        {result?.method ? (
          <span className="text-xs text-muted-foreground">{copy[result.method]}</span>
        ) : null}
      </span>
    </li>
  );
}

/** The Latency Map: measured or estimated round trips to the eight server cities. */
export function LatencyMap({ map }: { map: WorldMap }) {
  const { state, retry } = useRunOnMount(run);
  const data = state.status === "done" ? state.value : null;
  return (
    <div className="grid gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <MapFigure
        map={map}
        results={data?.results ?? null}
        position={data?.context.position ?? null}
      />
      <ul aria-label={copy.legendLabel} className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
        {copy.legend.map((item) => (
          <li key={item.tone} className="flex items-center gap-2">
            <span aria-hidden="true" className={`size-2.5 rounded-full ${toneDot[item.tone]}`} />
            {item.label}
          </li>
        ))}
      </ul>
      {state.status === "error" ? (
        <ToolError message={copy.error} error={state.error} onRetry={retry} />
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-muted-foreground">
            {data ? copy.done(data.context.position?.place ?? null) : copy.measuring}
          </p>
          <Button variant="outline" size="sm" onClick={retry} busy={!data}>
            <RotateCcw aria-hidden="true" />
            {copy.again}
          </Button>
        </div>
      )}
      <ul aria-label={copy.citiesLabel} className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {latencyCities.map((city) => (
          <CityCard
            key={city.id}
            city={city}
            result={data?.results.find((r) => r.id === city.id)}
          />
        ))}
      </ul>
    </div>
  );
}
