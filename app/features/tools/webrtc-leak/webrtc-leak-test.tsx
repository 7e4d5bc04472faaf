import { CircleCheckBig, CircleHelp, ShieldAlert } from "lucide-react";
import { usePublicConfig } from "~/config/public-config";
import { webrtcLeakCopy as copy } from "~/copy/tool-copy/webrtc-leak";
import { apiGet } from "~/lib/api-client/api-client";
import { useRunOnMount } from "~/hooks/use-run";
import type { IpInfo } from "~/lib/geo/ip-info";
import { CopyButton } from "~/features/tools/shared/copy-button";
import { ToolError } from "~/features/tools/shared/tool-error";
import { ResultActions } from "~/features/tools/shared/result-actions";
import { Skeleton } from "~/components/ui/skeleton";
import type { WebRtcResult, WebRtcVerdict } from "./candidates";

type Tone = "ok" | "bad" | "unknown";

function Notice({ tone, heading, text }: { tone: Tone; heading: string; text: string }) {
  const Icon = tone === "ok" ? CircleCheckBig : tone === "bad" ? ShieldAlert : CircleHelp;
  const frame = {
    ok: "border-success/40 bg-success/10",
    bad: "border-destructive/40 bg-destructive/10",
    unknown: "border-border bg-muted/40",
  }[tone];
  const color = { ok: "text-success", bad: "text-destructive", unknown: "text-muted-foreground" }[
    tone
  ];
  return (
    <div className={`flex items-start gap-3 rounded-lg border p-4 ${frame}`}>
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${color}`} />
      <div className="grid gap-1.5">
        <h2 className="font-semibold">{heading}</h2>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
    </div>
  );
}

function verdictNotice(verdict: WebRtcVerdict, httpSeen: string[], stunEnabled: boolean) {
  const seen = httpSeen.join(", ") || copy.notSeen;
  switch (verdict.status) {
    case "leak":
      return {
        tone: "bad",
        heading: copy.verdict.leak,
        text: copy.verdict.leakText(verdict.leaked.join(", "), seen),
      } as const;
    case "safe":
      return { tone: "ok", heading: copy.verdict.safe, text: copy.verdict.safeText } as const;
    case "unverified":
      return {
        tone: "unknown",
        heading: copy.verdict.unverified,
        text: copy.verdict.unverifiedText(verdict.unverified.join(", ")),
      } as const;
    default:
      return {
        tone: "unknown",
        heading: copy.verdict.noPublic,
        text: stunEnabled ? copy.publicUnknown : copy.publicUnknownNoStun,
      } as const;
  }
}

function AddressList({ ips, what }: { ips: string[]; what: string }) {
  return ips.map((ip) => (
    <dd key={ip} className="flex flex-wrap items-center gap-2">
      <span className="font-mono text-lg font-semibold break-all">{ip}</span>
      <CopyButton text={ip} what={what} />
    </dd>
  ));
}

function Result({
  result,
  verdict,
  httpSeen,
  stunEnabled,
}: {
  result: WebRtcResult;
  verdict: WebRtcVerdict;
  httpSeen: string[];
  stunEnabled: boolean;
}) {
  return (
    <div className="grid gap-5" data-testid="webrtc-result" data-verdict={verdict.status}>
      <Notice {...verdictNotice(verdict, httpSeen, stunEnabled)} />
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-1 rounded-lg border bg-background/50 p-4">
          <dt className="text-sm text-muted-foreground">{copy.fields.publicIp}</dt>
          {result.publicIPs.length > 0 ? (
            <>
              <AddressList ips={result.publicIPs} what={copy.fields.publicIp} />
              <dd className="text-sm text-muted-foreground">{copy.publicExplained}</dd>
            </>
          ) : (
            <dd className="text-sm">
              {stunEnabled ? copy.publicUnknown : copy.publicUnknownNoStun}
            </dd>
          )}
        </div>
        <div className="grid content-start gap-1 rounded-lg border bg-background/50 p-4">
          <dt className="text-sm text-muted-foreground">{copy.fields.httpIp}</dt>
          {httpSeen.length > 0 ? (
            <AddressList ips={httpSeen} what={copy.fields.httpIp} />
          ) : (
            <dd className="text-lg font-semibold">{copy.notSeen}</dd>
          )}
        </div>
        <div className="grid content-start gap-1 rounded-lg border bg-background/50 p-4 sm:col-span-2">
          <dt className="text-sm text-muted-foreground">{copy.fields.localIps}</dt>
          {result.localIPs.length > 0 ? (
            <AddressList ips={result.localIPs} what={copy.fields.localIps} />
          ) : (
            <dd className="text-lg font-semibold">{copy.noLocal}</dd>
          )}
          {result.obfuscatedCount > 0 ? (
            <dd className="text-sm text-muted-foreground">
              {copy.obfuscated(result.obfuscatedCount)}
            </dd>
          ) : null}
          <dd className="text-sm text-muted-foreground">{copy.localNote}</dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * The result's shape while the check runs (the verdict's box holding the status, the three
 * address cards, the button), so the notes below do not jump down when the result arrives.
 */
function Loading() {
  return (
    <div aria-busy="true" className="grid gap-6">
      <div className="grid gap-5">
        <div className="flex min-h-36 items-center rounded-lg border p-4 sm:min-h-28 lg:min-h-24">
          <p role="status" className="text-sm text-muted-foreground">
            {copy.loading}
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-28 sm:h-32" />
          <Skeleton className="h-24 sm:h-32" />
          <Skeleton className="h-60 sm:col-span-2 sm:h-48" />
        </div>
      </div>
      <Skeleton className="ml-auto h-9 w-32" />
    </div>
  );
}

/**
 * The address the site sees over HTTP (GET /api/ip), for the comparison; none when the lookup
 * fails. It settles while the check's code loads, before anything awaits it, so a rejection
 * here would be an uncaught error in the visitor's console.
 */
function httpSeenAddresses(signal: AbortSignal): Promise<string[]> {
  return apiGet<IpInfo>("/api/ip", { signal }).then(
    (info) => [info.ip],
    () => [],
  );
}

/** The WebRTC Leak Test: compares what our STUN server sees with what the site sees over HTTP. */
export function WebRtcLeakTest() {
  const { stun } = usePublicConfig();
  const { state, retry } = useRunOnMount(async ({ signal }) => {
    const seen = httpSeenAddresses(signal);
    // The check's code (candidate gathering, address parsing) loads as the test starts,
    // after the page has hydrated, beside the HTTP lookup.
    const { runWebRtcCheck } = await import("./run-webrtc-check");
    return runWebRtcCheck(stun, seen);
  });
  return (
    <div className="grid gap-6 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      {state.status === "running" ? <Loading /> : null}
      {state.status === "error" ? (
        <ToolError message={copy.error} error={state.error} onRetry={retry} />
      ) : null}
      {state.status === "done" ? (
        <>
          {state.value.supported ? (
            <Result
              result={state.value.result}
              verdict={state.value.verdict}
              httpSeen={state.value.httpSeen}
              stunEnabled={stun !== null}
            />
          ) : (
            <Notice tone="ok" heading={copy.unsupported.heading} text={copy.unsupported.text} />
          )}
          <ResultActions label={copy.runAgain} onAction={retry} />
        </>
      ) : null}
    </div>
  );
}
