import { ShieldAlert } from "lucide-react";
import { ipCheckerCopy as copy } from "~/copy/tool-copy/ip-checker";
import { CopyButton } from "~/features/tools/shared/copy-button";
import { useRunOnMount } from "~/hooks/use-run";
import { apiErrorText } from "~/lib/api-client/api-client";
import { type FamilyProbe, compareFamilies, uncheckedFamilies } from "./address-families";

function FamilyRow({ label, probe }: { label: string; probe: FamilyProbe }) {
  if (probe.status === "unconfigured") return null;
  return (
    <div className="grid gap-1 rounded-lg border bg-background/50 p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      {probe.status === "reached" ? (
        <>
          <dd className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-lg font-semibold break-all">{probe.info.ip}</span>
            <CopyButton text={probe.info.ip} what={label} />
          </dd>
          <dd className="text-sm text-muted-foreground">
            {copy.families.network(probe.info.org, probe.info.asn)}
          </dd>
        </>
      ) : (
        <dd className="text-lg font-semibold">
          {probe.status === "failed" ? copy.families.failed : copy.families.none}
        </dd>
      )}
    </div>
  );
}

/** IPv4 and IPv6 checked separately through the single-family probe host names. */
export function FamilyPanel() {
  // The probes' code loads as they start, not with the page: the page's first load stays
  // within its budget (decision 005), and the probes wait on the network anyway.
  const { state } = useRunOnMount(async () =>
    (await import("./probe-families")).probeBothFamilies(),
  );
  if (state.status !== "done" && state.status !== "error") {
    return <p className="text-sm text-muted-foreground">{copy.families.checking}</p>;
  }
  if (state.status === "error") {
    return (
      <p className="text-sm text-muted-foreground">
        {apiErrorText(state.error, { withStatus: true })}
      </p>
    );
  }
  const { v4, v6 } = state.value;
  const verdict = compareFamilies(v4, v6);
  const unchecked = uncheckedFamilies(v4, v6).map((family) => `IPv${family}`);
  return (
    <section className="grid gap-3" data-testid="ip-families" data-verdict={verdict}>
      <h2 className="font-semibold">{copy.families.heading}</h2>
      {unchecked.length < 2 ? (
        <dl className="grid gap-4 sm:grid-cols-2">
          <FamilyRow label={copy.families.v4} probe={v4} />
          <FamilyRow label={copy.families.v6} probe={v6} />
        </dl>
      ) : null}
      {verdict === "ipv6-other-network" ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm"
        >
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          {copy.families.verdict[verdict]}
        </p>
      ) : verdict !== "not-checked" ? (
        <p className="text-sm text-muted-foreground">{copy.families.verdict[verdict]}</p>
      ) : null}
      {unchecked.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          {copy.families.unchecked(unchecked.join(" and "))}
        </p>
      ) : null}
    </section>
  );
}
