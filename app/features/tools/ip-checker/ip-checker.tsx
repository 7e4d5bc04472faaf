import type { ReactNode } from "react";
import { ipCheckerCopy as copy } from "~/copy/tool-copy/ip-checker";
import { toolShared } from "~/copy/tool-copy/shared";
import { apiGet } from "~/lib/api-client/api-client";
import { useRunOnMount } from "~/hooks/use-run";
import { addressKindLabels } from "~/lib/net/address-kind-labels";
import { ResultActions } from "~/features/tools/shared/result-actions";
import { ToolError } from "~/features/tools/shared/tool-error";
import { Badge } from "~/components/ui/badge";
import { Skeleton } from "~/components/ui/skeleton";
import { CopyButton } from "~/features/tools/shared/copy-button";
import { FamilyPanel } from "./family-panel";
import { formatLocation } from "./ip-info";
import type { IpInfo } from "~/lib/geo/ip-info";

function Field({
  label,
  value,
  children,
}: {
  label: string;
  value: string | null;
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-1 rounded-lg border bg-background/50 p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold break-words">{value ?? toolShared.notAvailable}</dd>
      {children ? <dd>{children}</dd> : null}
    </div>
  );
}

function Loading() {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        {copy.loading}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {Object.values(copy.fields).map((label) => (
          <div key={label} className="grid gap-2 rounded-lg border p-4">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-6 w-40" />
          </div>
        ))}
      </div>
    </div>
  );
}

function Result({ info, onRefresh }: { info: IpInfo; onRefresh: () => void }) {
  const kind = info.kind;
  const isPublic = kind === "public";
  const provider = info.org ? `${info.org}${info.asn ? ` (${copy.asn(info.asn)})` : ""}` : null;
  return (
    <div className="grid gap-5">
      <dl className="grid gap-4 sm:grid-cols-2" data-testid="ip-result">
        <Field label={copy.fields.ip} value={info.ip}>
          <span className="flex flex-wrap items-center gap-2">
            <CopyButton text={info.ip} what={copy.fields.ip} />
            {!isPublic ? <Badge variant="secondary">{kind}</Badge> : null}
          </span>
        </Field>
        <Field label={copy.fields.location} value={formatLocation(info)} />
        <Field label={copy.fields.isp} value={provider} />
        <Field label={copy.fields.timezone} value={info.timezone} />
      </dl>
      {!isPublic ? (
        <p className="text-sm text-muted-foreground">{copy.notLookedUp(addressKindLabels[kind])}</p>
      ) : null}
      <FamilyPanel />
      <ResultActions label={copy.refresh} onAction={onRefresh} attribution />
    </div>
  );
}

/** The IP & Location Checker: asks our own server (GET /api/ip), never a third party. */
export function IpChecker() {
  const { state, retry } = useRunOnMount(({ signal }) => apiGet<IpInfo>("/api/ip", { signal }));
  return (
    <div className="rounded-xl border bg-card p-6 shadow-sm">
      {state.status === "running" ? <Loading /> : null}
      {state.status === "error" ? (
        <ToolError message={copy.error} error={state.error} onRetry={retry} />
      ) : null}
      {state.status === "done" ? <Result info={state.value} onRefresh={retry} /> : null}
    </div>
  );
}
