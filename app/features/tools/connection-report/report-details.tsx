import { connectionReportCopy as copy } from "~/copy/tool-copy/connection-report";
import type { FamilyProbe } from "~/features/tools/ip-checker/public";
import { formatLocation } from "~/features/tools/ip-checker/public";
import type { ReportCheckId } from "~/features/share/public";
import { CopyButton } from "~/features/tools/shared/copy-button";
import type { ReportDetails } from "./run-connection-report";

function Row({ label, value, copyable }: { label: string; value: string; copyable?: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-mono text-sm font-semibold break-all">{value}</dd>
      {copyable ? (
        <dd>
          <CopyButton text={value} what={label} />
        </dd>
      ) : null}
    </div>
  );
}

const network = (org: string | null, asn: number | null) =>
  org ? `${org}${asn ? ` (AS${asn})` : ""}` : null;

function familyRows(label: string, probe: FamilyProbe | undefined) {
  if (probe?.status !== "reached") return null;
  const org = network(probe.info.org, probe.info.asn);
  return (
    <>
      <Row label={label} value={probe.info.ip} copyable />
      {org ? <Row label={copy.fields.network} value={org} /> : null}
    </>
  );
}

/** The addresses behind one check's outcome: shown on this page only, never put in a link. */
export function ReportDetailRows({ id, details }: { id: ReportCheckId; details: ReportDetails }) {
  if (id === "ip" && details.ip) {
    const location = formatLocation(details.ip);
    const org = network(details.ip.org, details.ip.asn);
    return (
      <dl className="grid gap-2">
        <Row label={copy.fields.ip} value={details.ip.ip} copyable />
        {location ? <Row label={copy.fields.location} value={location} /> : null}
        {org ? <Row label={copy.fields.network} value={org} /> : null}
      </dl>
    );
  }
  const { v4, v6 } = details.families ?? {};
  // Only a family that answered has an address to list; an empty list would leave a gap.
  if (id === "ipv6" && (v4?.status === "reached" || v6?.status === "reached")) {
    return (
      <dl className="grid gap-2">
        {familyRows(copy.fields.ipv4, v4)}
        {familyRows(copy.fields.ipv6, v6)}
      </dl>
    );
  }
  if (id === "dns" && details.dnsResolvers?.length) {
    return (
      <dl className="grid gap-2">
        {details.dnsResolvers.map((ip) => (
          <Row key={ip} label={copy.fields.resolver} value={ip} copyable />
        ))}
      </dl>
    );
  }
  if (id === "webrtc" && details.webrtcPublic?.length) {
    return (
      <dl className="grid gap-2">
        {details.webrtcPublic.map((ip) => (
          <Row key={ip} label={copy.fields.stun} value={ip} copyable />
        ))}
      </dl>
    );
  }
  return null;
}
