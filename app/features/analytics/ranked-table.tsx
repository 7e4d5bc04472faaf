import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { formatCount } from "~/lib/text/format-count";

export type RankedRow = { key: string; label: string; count: number };

/** A top-N list as a table: a label column and a count column, with its empty state. */
export function RankedTable({
  heading,
  keyColumn,
  countColumn,
  empty,
  rows,
}: {
  heading: string;
  keyColumn: string;
  countColumn: string;
  empty: string;
  rows: RankedRow[];
}) {
  const headingId = `${heading.toLowerCase().replace(/\W+/g, "-")}-heading`;
  return (
    <Card className="gap-3">
      <CardHeader>
        <h2 id={headingId} className="text-lg leading-tight font-semibold">
          {heading}
        </h2>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <table aria-labelledby={headingId} className="w-full text-sm tabular-nums">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th scope="col" className="pb-2 font-medium">
                  {keyColumn}
                </th>
                <th scope="col" className="w-20 pb-2 text-right font-medium">
                  {countColumn}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-t">
                  <td className="max-w-0 truncate py-1.5 pr-3" title={row.label}>
                    {row.label}
                  </td>
                  <td className="py-1.5 text-right">{formatCount(row.count)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
