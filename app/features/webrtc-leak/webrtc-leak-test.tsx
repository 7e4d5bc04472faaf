import { CircleCheckBig, ShieldAlert } from "lucide-react";
import { usePublicConfig } from "~/config/public-config";
import { webrtcLeakCopy as copy } from "~/content/tool-copy/webrtc-leak";
import { ToolError } from "~/features/tools/tool-error";
import { ResultActions } from "~/features/tools/tool-page";
import { errorDetail, useToolRun } from "~/features/tools/use-tool-run";
import { Skeleton } from "~/components/ui/skeleton";
import { type WebRtcResult, summariseCandidates } from "./candidates";
import { gatherCandidates, stunServers } from "./gather-candidates";

type Outcome = { supported: false } | { supported: true; result: WebRtcResult };

function Notice({ ok, heading, text }: { ok: boolean; heading: string; text: string }) {
  const Icon = ok ? CircleCheckBig : ShieldAlert;
  return (
    <div
      className={`flex items-start gap-3 rounded-lg border p-4 ${ok ? "border-success/40 bg-success/10" : "border-destructive/40 bg-destructive/10"}`}
    >
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-5 shrink-0 ${ok ? "text-success" : "text-destructive"}`}
      />
      <div className="grid gap-1.5">
        <h2 className="font-semibold">{heading}</h2>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
    </div>
  );
}

function Result({ result, stunEnabled }: { result: WebRtcResult; stunEnabled: boolean }) {
  return (
    <div className="grid gap-5" data-testid="webrtc-result">
      <Notice
        ok={!result.isLeaking}
        heading={result.isLeaking ? copy.verdict.leak : copy.verdict.safe}
        text={result.isLeaking ? copy.verdict.leakText : copy.verdict.safeText}
      />
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-1 rounded-lg border bg-background/50 p-4">
          <dt className="text-sm text-muted-foreground">{copy.fields.publicIp}</dt>
          {result.publicIPs.length > 0 ? (
            <>
              {result.publicIPs.map((ip) => (
                <dd key={ip} className="font-mono text-lg font-semibold break-all">
                  {ip}
                </dd>
              ))}
              <dd className="text-sm text-muted-foreground">{copy.publicExplained}</dd>
            </>
          ) : (
            <dd className="text-sm">
              {stunEnabled ? copy.publicUnknown : copy.publicUnknownNoStun}
            </dd>
          )}
        </div>
        <div className="grid content-start gap-1 rounded-lg border bg-background/50 p-4">
          <dt className="text-sm text-muted-foreground">{copy.fields.localIps}</dt>
          {result.localIPs.length > 0 ? (
            result.localIPs.map((ip) => (
              <dd key={ip} className="font-mono text-lg font-semibold break-all">
                {ip}
              </dd>
            ))
          ) : (
            <dd className="text-lg font-semibold">{copy.noLocal}</dd>
          )}
          {result.obfuscatedCount > 0 ? (
            <dd className="text-sm text-muted-foreground">
              {copy.obfuscated(result.obfuscatedCount)}
            </dd>
          ) : null}
        </div>
      </dl>
    </div>
  );
}

/** The WebRTC Leak Test: gathers ICE candidates in the browser, using our own STUN server. */
export function WebRtcLeakTest() {
  const { stun } = usePublicConfig();
  const [state, retry] = useToolRun(async (): Promise<Outcome> => {
    if (typeof RTCPeerConnection === "undefined") return { supported: false };
    const candidates = await gatherCandidates(stunServers(stun, window.location.hostname));
    return { supported: true, result: summariseCandidates(candidates) };
  });
  return (
    <div className="grid gap-6 rounded-xl border bg-card p-6 shadow-sm">
      {state.status === "loading" ? (
        <div aria-busy="true" className="grid gap-4">
          <p role="status" className="text-sm text-muted-foreground">
            {copy.loading}
          </p>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : null}
      {state.status === "error" ? (
        <ToolError message={copy.error} detail={errorDetail(state.error)} onRetry={retry} />
      ) : null}
      {state.status === "done" ? (
        <>
          {state.data.supported ? (
            <Result result={state.data.result} stunEnabled={stun !== null} />
          ) : (
            <Notice ok heading={copy.unsupported.heading} text={copy.unsupported.text} />
          )}
          <ResultActions label={copy.runAgain} onAction={retry} />
        </>
      ) : null}
    </div>
  );
}
