import type { LucideIcon } from "lucide-react";

/** A decorative icon in a soft brand-coloured tile, at the top of a card or beside a line. */
export function IconTile({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary ring-1 ring-primary/15">
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
