import { speedTestCopy as copy } from "~/copy/tool-copy/speed-test";
import { CopyButton } from "~/features/tools/shared/copy-button";
import type { RegionMeasurement } from "./measure";
import { barPercent, formatMeasure } from "./stats";
import type { RegionRow } from "./use-speed-test";

/** One line of text for the copy button: "Singapore: 94.2 Mbps down, 40.1 up, 12.0 ms ping". */
export function resultLine(name: string, result: RegionMeasurement): string {
  return `${name}: ${formatMeasure(result.download)} Mbps down, ${formatMeasure(result.upload)} Mbps up, ${formatMeasure(result.ping)} ms ping, ${formatMeasure(result.jitter)} ms jitter`;
}

function Bar({ label, value, scale }: { label: string; value: number; scale: number }) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-muted-foreground">{label}</span>
        <span>
          <span className="text-lg font-semibold tabular-nums">{formatMeasure(value)}</span>{" "}
          <span className="text-muted-foreground">{copy.labels.mbps}</span>
        </span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div
          className="h-full rounded-full bg-primary"
          style={{ width: `${barPercent(value, scale)}%` }}
        />
      </div>
    </div>
  );
}

/** One region's card: its server, then download and upload bars and ping and jitter. */
export function RegionCard({
  row,
  active,
  status,
}: {
  row: RegionRow;
  active: boolean;
  status?: string;
}) {
  const { server, result } = row;
  const host = server.testServer ? new URL(server.testServer).host : copy.thisServer;
  return (
    <li
      className={`grid gap-4 rounded-xl border bg-background/50 p-4 ${active ? "border-primary" : ""}`}
      data-testid={`region-${server.code}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 className="font-semibold">{server.name}</h3>
        <span className="text-xs break-all text-muted-foreground">{copy.server(host)}</span>
      </div>
      {result ? (
        <>
          <Bar label={copy.labels.download} value={result.download} scale={150} />
          <Bar label={copy.labels.upload} value={result.upload} scale={75} />
          <dl className="grid grid-cols-2 gap-3 text-sm">
            {(["ping", "jitter"] as const).map((key) => (
              <div
                key={key}
                className="flex flex-wrap items-baseline justify-between gap-x-2 rounded-lg border px-3 py-2"
              >
                <dt className="text-muted-foreground">{copy.labels[key]}</dt>
                <dd className="font-semibold whitespace-nowrap tabular-nums">
                  {formatMeasure(result[key])} {copy.labels.ms}
                </dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
            <span>
              {copy.measuredWith(
                copy.streams(result.downloadStreams),
                copy.streams(result.uploadStreams),
              )}
            </span>
            <CopyButton text={resultLine(server.name, result)} what={`${server.name} result`} />
          </div>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{status ?? copy.pending}</p>
      )}
    </li>
  );
}
