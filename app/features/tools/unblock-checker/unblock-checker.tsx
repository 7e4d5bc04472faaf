import {
  CircleCheckBig,
  CircleHelp,
  CircleX,
  MessageCircle,
  Music,
  RotateCcw,
  Tv,
} from "lucide-react";
import { unblockCheckerCopy as copy } from "~/copy/tool-copy/unblock-checker";
import { type UnblockService, unblockServices } from "~/copy/unblock-services";
import { Button } from "~/components/ui/button";
import { ToolError } from "~/features/tools/shared/tool-error";
import { type RunContext, useRun } from "~/hooks/use-run";
import { PROBE_TIMEOUT_MS, type ServiceResult, checkServices } from "./probe";

const kindIcon = { Streaming: Tv, Music, Messaging: MessageCircle } as const;

/**
 * Whether this device reaches our own site: tells "offline" apart from "blocked". An answer
 * of any status counts (a 429 or a 5xx still came over the network), as for the IP probes.
 */
async function reachSelf(): Promise<boolean> {
  try {
    await fetch("/api/ip/probes", {
      cache: "no-store",
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return true;
  } catch {
    return false;
  }
}

/** Every service's probe at once; each row is reported as its probe finishes. */
function runChecks({ report }: RunContext<ServiceResult[]>) {
  const finished: ServiceResult[] = [];
  return checkServices(unblockServices, {
    createImage: () => new Image(),
    now: () => performance.now(),
    timeoutMs: PROBE_TIMEOUT_MS,
    cacheKey: Date.now().toString(36),
    online: navigator.onLine,
    reachSelf,
    onResult: (result) => {
      finished.push(result);
      report([...finished]);
    },
  });
}

function ServiceRow({ service, result }: { service: UnblockService; result?: ServiceResult }) {
  const Icon = kindIcon[service.kind];
  const status = !result
    ? null
    : result.isAccessible
      ? { Icon: CircleCheckBig, text: copy.accessible, tone: "text-success" }
      : result.error === "blocked"
        ? { Icon: CircleX, text: copy.notAccessible, tone: "text-destructive" }
        : result.error === "offline"
          ? { Icon: CircleHelp, text: copy.offline, tone: "text-warning" }
          : { Icon: CircleHelp, text: copy.unknown, tone: "text-warning" };
  return (
    <li
      className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border bg-background/50 p-4"
      data-testid={`service-${service.id}`}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
      {/* A 12rem basis: on a phone the status wraps below the text, which keeps its width. */}
      <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
        <span className="font-medium">{service.name}</span>
        {result && !result.isAccessible ? (
          <span className="text-sm text-muted-foreground">
            {result.error === "blocked"
              ? copy.blocked
              : result.error === "offline"
                ? copy.offlineDetail
                : copy.unchecked}
          </span>
        ) : (
          <span className="text-sm text-muted-foreground">{service.kind}</span>
        )}
      </div>
      {status ? (
        <span className={`flex items-center gap-1.5 text-sm font-semibold ${status.tone}`}>
          <status.Icon aria-hidden="true" className="size-4" />
          {status.text}
          {result?.latency !== null && result?.latency !== undefined ? (
            <span className="font-normal text-muted-foreground tabular-nums">
              · {copy.latency(result.latency)}
            </span>
          ) : null}
        </span>
      ) : null}
    </li>
  );
}

/** The Service Accessibility Checker: real probes from the visitor's own browser. */
export function UnblockChecker() {
  // Each service's row fills in as its probe finishes, not all at the end.
  const { state, run } = useRun<ServiceResult[], ServiceResult[]>();
  const start = () => run(runChecks);
  const running = state.status === "running";
  const partial = running ? (state.partial ?? []) : [];
  const results = state.status === "done" ? state.value : partial;
  const accessible = results.filter((result) => result.isAccessible).length;
  const offline = state.status === "done" && results.some((result) => result.error === "offline");
  return (
    <div className="grid gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <div className="grid justify-items-start gap-3">
        <Button size="lg" onClick={start} busy={running}>
          {state.status === "done" ? <RotateCcw aria-hidden="true" /> : <Tv aria-hidden="true" />}
          {running ? copy.checking : state.status === "done" ? copy.again : copy.start}
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {state.status === "idle" ? copy.idle : null}
          {running ? copy.progress(partial.length, unblockServices.length) : null}
          {state.status === "done" && !offline ? copy.done(accessible, results.length) : null}
          {offline ? copy.offlineSummary : null}
        </p>
      </div>
      {state.status === "error" ? (
        <ToolError message={copy.error} error={state.error} onRetry={start} />
      ) : (
        <ul className="grid gap-3" aria-label={copy.listLabel} aria-busy={running}>
          {unblockServices.map((service) => (
            <ServiceRow
              key={service.id}
              service={service}
              result={results.find((result) => result.id === service.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
