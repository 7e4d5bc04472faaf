import { CircleCheckBig, ShieldAlert, ShieldQuestion } from "lucide-react";
import { dnsLeakCopy as copy } from "~/copy/tool-copy/dns-leak";
import { toolShared } from "~/copy/tool-copy/shared";
import { useRunOnMount } from "~/hooks/use-run";
import { ResultActions } from "~/features/tools/shared/result-actions";
import { ToolError } from "~/features/tools/shared/tool-error";
import { Skeleton } from "~/components/ui/skeleton";
import { type DnsLeakResult, runDnsLeakTest } from "./run-dns-leak-test";
import { type DnsLeakOutcome, dnsLeakOutcome } from "./verdict";
import { isDnsLeakSwitchedOff } from "./availability";

/**
 * The loading state has the shape of the usual result (a one-resolver verdict, its table, the
 * row below), so the notes under the tool stay put when the result arrives. The status sits in
 * the verdict's box, tall enough for the longest step on two lines; the row below holds the
 * credit's text unseen, so it wraps where the result's does.
 */
function Loading({ step }: { step?: string }) {
  return (
    <div aria-busy="true" className="grid gap-6">
      <div className="min-h-43 rounded-lg border p-4 sm:min-h-31 md:min-h-26">
        <p role="status" className="text-sm text-muted-foreground">
          {step ?? copy.steps.starting}
        </p>
      </div>
      <Skeleton className="h-28 sm:h-25" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="invisible text-xs">{toolShared.dbipLabel}</p>
        <Skeleton className="h-9 w-36" />
      </div>
    </div>
  );
}

/** How each outcome is drawn; its heading is `copy.verdict[outcome]`. */
const outcomeStyle = {
  leak: {
    Icon: ShieldAlert,
    box: "border-destructive/40 bg-destructive/10",
    icon: "text-destructive",
  },
  safe: { Icon: CircleCheckBig, box: "border-success/40 bg-success/10", icon: "text-success" },
  unseen: { Icon: ShieldQuestion, box: "border-warning/40 bg-warning/10", icon: "text-warning" },
} as const satisfies Record<DnsLeakOutcome, unknown>;

function Verdict({ result }: { result: DnsLeakResult }) {
  const outcome = dnsLeakOutcome(result);
  const { Icon, box, icon } = outcomeStyle[outcome];
  const lines: string[] = [];
  if (outcome === "unseen") lines.push(copy.verdict.unseenDetail);
  if (result.reasons.includes("outside-vpn-ranges"))
    lines.push(copy.verdict.outside(result.outsideVpn.join(", ")));
  if (result.reasons.includes("multiple-resolvers")) lines.push(copy.verdict.multiple);
  if (outcome === "safe") lines.push(copy.verdict.single);
  return (
    <div className={`flex items-start gap-3 rounded-lg border p-4 ${box}`}>
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${icon}`} />
      <div className="grid gap-1.5">
        <h2 className="font-semibold">{copy.verdict[outcome]}</h2>
        {lines.map((line) => (
          <p key={line} className="text-sm text-muted-foreground">
            {line}
          </p>
        ))}
      </div>
    </div>
  );
}

function Servers({ result }: { result: DnsLeakResult }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-sm font-medium">{copy.table.caption}</caption>
        <thead className="text-muted-foreground">
          <tr className="border-b">
            <th scope="col" className="py-2 pr-4 font-medium">
              {copy.table.ip}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {copy.table.provider}
            </th>
            <th scope="col" className="py-2 font-medium">
              {copy.table.country}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.servers.length === 0 ? (
            <tr>
              <td colSpan={3} className="py-2 text-muted-foreground">
                {copy.table.none}
              </td>
            </tr>
          ) : null}
          {result.servers.map((server) => (
            <tr key={server.ip} className="border-b last:border-0">
              <td className="py-2 pr-4 font-mono break-all">{server.ip}</td>
              <td className="py-2 pr-4">
                {server.provider ??
                  (server.kind && server.kind !== "public" ? server.kind : toolShared.notAvailable)}
              </td>
              <td className="py-2">{server.country ?? toolShared.notAvailable}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The DNS Leak Test: real detection through our own authoritative DNS server. */
export function DnsLeakTest() {
  const { state, retry } = useRunOnMount<DnsLeakResult, string>(({ signal, report }) =>
    runDnsLeakTest({ signal, step: (s) => report(copy.steps[s]) }),
  );
  return (
    <div className="grid gap-6 rounded-xl border bg-card p-6 shadow-sm">
      {state.status === "running" ? <Loading step={state.partial} /> : null}
      {state.status === "error" ? (
        <ToolError message={copy.error} error={state.error} onRetry={retry}>
          {isDnsLeakSwitchedOff(state.error) ? (
            <p className="text-sm text-muted-foreground">{copy.operatorNote}</p>
          ) : null}
        </ToolError>
      ) : null}
      {state.status === "done" ? (
        <>
          <Verdict result={state.value} />
          <Servers result={state.value} />
          <ResultActions label={copy.runAgain} onAction={retry} attribution />
        </>
      ) : null}
    </div>
  );
}
