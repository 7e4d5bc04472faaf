import { ArrowRight, ShieldHalf } from "lucide-react";
import { toolCta } from "~/copy/tools";
import { ButtonLink } from "~/components/ui/button";

/** The call to action at the end of every tool page. */
export function ToolCta() {
  return (
    <section aria-labelledby="tool-cta-heading" className="border-t bg-card/40">
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:px-6">
        <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary ring-1 ring-primary/20">
          <ShieldHalf aria-hidden="true" className="size-6" />
        </span>
        <h2
          id="tool-cta-heading"
          className="mt-5 text-2xl font-bold tracking-tight text-balance sm:text-3xl"
        >
          {toolCta.heading}
        </h2>
        <p className="mt-3 text-pretty text-muted-foreground">{toolCta.text}</p>
        <ButtonLink to={toolCta.href} size="lg" className="mt-8">
          {toolCta.button}
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </div>
    </section>
  );
}
