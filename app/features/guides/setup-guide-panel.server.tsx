import type { ProtocolGuide, SetupGuide, SetupStep } from "~/copy/setup-guide-types";

function Step({ step }: { step: SetupStep }) {
  if (typeof step === "string") return <>{step}</>;
  return (
    <>
      {step.text}
      <code className="mt-2 block rounded-lg border bg-muted px-3 py-2 font-mono text-[0.8125rem] wrap-anywhere whitespace-pre-wrap text-foreground">
        {step.command}
      </code>
    </>
  );
}

function ProtocolColumn({
  id,
  title,
  guide,
  notesLabel,
}: {
  id: string;
  title: string;
  guide: ProtocolGuide;
  notesLabel: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
    >
      <h3 id={id} className="text-xl font-semibold">
        {title}
      </h3>
      <ol className="mt-5 grid gap-4">
        {guide.steps.map((step, index) => (
          <li
            key={index}
            className="grid grid-cols-[2rem_minmax(0,1fr)] gap-3 text-sm leading-relaxed"
          >
            <span
              aria-hidden="true"
              className="flex size-7 items-center justify-center rounded-full bg-primary/15 text-xs font-bold text-primary"
            >
              {index + 1}
            </span>
            <div>
              <Step step={step} />
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-6 rounded-lg border-l-4 border-primary bg-muted/60 p-4 text-sm leading-relaxed">
        <p className="font-semibold">{notesLabel}</p>
        <p className="mt-1 text-muted-foreground">{guide.notes}</p>
      </div>
    </section>
  );
}

/** One platform's guide: OpenVPN and WireGuard side by side. */
export function SetupGuidePanel({
  guide,
  protocolNames,
  notesLabel,
}: {
  guide: SetupGuide;
  protocolNames: { openvpn: string; wireguard: string };
  notesLabel: string;
}) {
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <ProtocolColumn
        id={`${guide.id}-openvpn`}
        title={`${protocolNames.openvpn} on ${guide.name}`}
        guide={guide.openvpn}
        notesLabel={notesLabel}
      />
      <ProtocolColumn
        id={`${guide.id}-wireguard`}
        title={`${protocolNames.wireguard} on ${guide.name}`}
        guide={guide.wireguard}
        notesLabel={notesLabel}
      />
    </div>
  );
}
