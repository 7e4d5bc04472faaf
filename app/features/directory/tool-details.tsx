import { Fragment } from "react";
import type { PrivacyTool } from "~/copy/directory/taxonomy";

/**
 * The rest of a tool's facts behind a native disclosure (no JavaScript): why it passes the
 * Open Source and Audited filters, and what else a careful reader checks.
 */
export function ToolDetails({ tool }: { tool: PrivacyTool }) {
  const rows: [string, string][] = [
    ["Open source", tool.openSource ? "Yes" : "No"],
    ["Audit status", tool.auditStatus],
    ["Jurisdiction", tool.jurisdiction],
    ["Encryption", tool.encryption.join(", ")],
    ["Data collection", tool.dataCollection],
    ["Pricing", tool.pricing.join(", ")],
    ["Features", tool.features.join(", ")],
  ];
  if (tool.recommendedBy.length > 0) rows.push(["Recommended by", tool.recommendedBy.join(", ")]);
  return (
    <details className="mt-auto border-t pt-3">
      <summary className="cursor-pointer rounded-md text-sm font-medium marker:text-muted-foreground">
        Details<span className="sr-only">{` about ${tool.name}`}</span>
      </summary>
      <dl className="mt-3 grid grid-cols-[8.5rem_minmax(0,1fr)] gap-2 text-sm">
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt className="text-muted-foreground">{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </details>
  );
}
