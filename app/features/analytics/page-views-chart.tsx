import { adminAnalytics } from "~/copy/admin-analytics";
import { type DailyFigures } from "./analytics-report";
import { formatCount } from "~/lib/text/format-count";
import { formatDayMonth } from "~/lib/text/format-date";

const copy = adminAnalytics.chart;

const WIDTH = 600;
const HEIGHT = 200;

/**
 * A bar per day, drawn by hand (no chart library in the bundle). The SVG is one image with
 * a text summary; the exact figures are in a table under a disclosure, for everyone.
 */
export function PageViewsChart({ daily }: { daily: DailyFigures[] }) {
  const total = daily.reduce((sum, row) => sum + row.pageViews, 0);
  if (total === 0 || daily.length === 0) {
    return (
      <p className="rounded-lg border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">
        {copy.empty}
      </p>
    );
  }
  const busiest = daily.reduce((best, row) => (row.pageViews > best.pageViews ? row : best));
  const max = busiest.pageViews;
  const slot = WIDTH / daily.length;
  const summary = copy.summary(
    formatCount(total),
    formatDayMonth(busiest.day),
    formatCount(busiest.pageViews),
  );
  return (
    <figure className="grid gap-2">
      <div className="flex items-start gap-2">
        <span
          className="w-8 text-right text-xs text-muted-foreground tabular-nums"
          aria-hidden="true"
        >
          {formatCount(max)}
        </span>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          role="img"
          aria-label={summary}
          className="h-48 w-full"
        >
          <line
            x1="0"
            y1={HEIGHT}
            x2={WIDTH}
            y2={HEIGHT}
            className="stroke-border"
            strokeWidth="2"
          />
          {daily.map((row, index) => {
            const height = (row.pageViews / max) * (HEIGHT - 4);
            return (
              <rect
                key={row.day}
                x={index * slot + slot * 0.15}
                y={HEIGHT - height}
                width={slot * 0.7}
                height={height}
                rx="2"
                className="fill-primary"
              >
                <title>{`${formatDayMonth(row.day)}: ${formatCount(row.pageViews)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      <div className="flex justify-between pl-10 text-xs text-muted-foreground" aria-hidden="true">
        <span>{formatDayMonth(daily[0]!.day)}</span>
        <span>{formatDayMonth(daily[daily.length - 1]!.day)}</span>
      </div>
      <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium underline-offset-4 hover:underline">
          {copy.tableToggle}
        </summary>
        <table className="mt-2 w-full text-left tabular-nums">
          <thead className="text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 font-medium">
                {copy.dayColumn}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {copy.viewsColumn}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {copy.visitorsColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {daily.map((row) => (
              <tr key={row.day} className="border-t">
                <th scope="row" className="py-1 font-normal">
                  {formatDayMonth(row.day)}
                </th>
                <td className="py-1 text-right">{formatCount(row.pageViews)}</td>
                <td className="py-1 text-right">{formatCount(row.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
