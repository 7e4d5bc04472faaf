import type { ReactNode } from "react";
import { cn } from "./cn";

/**
 * A table whose first column names each row (row headers), in a box that scrolls sideways
 * on narrow screens. The box is focusable and labelled, so keyboard users can scroll it too.
 * A column label may be visually hidden (`srOnly`) when the rows explain themselves.
 */
export function DataTable({
  caption,
  columns,
  rows,
  minWidth = "min-w-[32rem]",
  className,
}: {
  caption: string;
  columns: readonly { label: string; srOnly?: boolean }[];
  /** One entry per row: a key and the cells, the first being the row's header. */
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  minWidth?: "min-w-[32rem]" | "min-w-[36rem]";
  className?: string;
}) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={cn("overflow-x-auto rounded-xl border bg-card print:overflow-visible", className)}
    >
      <table className={cn("w-full text-left text-sm", minWidth)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/60">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className="px-4 py-3 font-semibold">
                {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={row.key} className="align-top">
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="px-4 py-3 font-medium">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="px-4 py-3 text-muted-foreground">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
