import type { CtaLink } from "~/copy/content-types";
import { ButtonLink } from "~/components/ui/button";

/** A page's main action as a filled button, and an optional second one as an outline button. */
export function CtaLinks({ primary, secondary }: { primary?: CtaLink; secondary?: CtaLink }) {
  return (
    <>
      {primary ? (
        <ButtonLink size="lg" to={primary.href}>
          {primary.label}
        </ButtonLink>
      ) : null}
      {secondary ? (
        <ButtonLink size="lg" variant="outline" to={secondary.href}>
          {secondary.label}
        </ButtonLink>
      ) : null}
    </>
  );
}
