import type { SectionCopy } from "~/copy/content-types";
import type { Protocol } from "~/copy/protocols";
import { Section } from "./section";

/** One card per VPN protocol: what it is, what it suits, and its cryptography and ports. */
export function ProtocolCards({ protocols }: { protocols: readonly Protocol[] }) {
  return (
    <ul className="grid gap-5 lg:grid-cols-3">
      {protocols.map((protocol) => (
        <li
          key={protocol.id}
          className="flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
        >
          <h3 className="text-xl font-semibold">{protocol.name}</h3>
          <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{protocol.summary}</p>
          <p className="mt-4 text-sm">
            <span className="font-medium">Best for: </span>
            <span className="text-muted-foreground">{protocol.bestFor}</span>
          </p>
          <dl className="mt-5 grid gap-2 border-t pt-5 text-sm">
            {protocol.specs.map((spec) => (
              <div key={spec.term} className="flex flex-wrap justify-between gap-x-4">
                <dt className="text-muted-foreground">{spec.term}</dt>
                <dd className="font-medium">{spec.value}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** The protocols band shared by the features and security pages. */
export function ProtocolsSection({
  copy,
  protocols,
}: {
  copy: SectionCopy;
  protocols: readonly Protocol[];
}) {
  return (
    <Section id="protocols" tone="muted" heading={copy.heading} lead={copy.lead}>
      <ProtocolCards protocols={protocols} />
    </Section>
  );
}
