import { EyeOff, Headset, Lock, RotateCcw } from "lucide-react";
import { type TrustBadge, trustBadges } from "~/copy/pricing";

const icons = {
  refund: RotateCcw,
  lock: Lock,
  "eye-off": EyeOff,
  headset: Headset,
} satisfies Record<TrustBadge["icon"], unknown>;

/** The reassurance row under the plans: guarantee, encryption, no-logs, support. */
export function TrustBadges() {
  return (
    <ul className="flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm text-muted-foreground">
      {trustBadges.map((badge) => {
        const Icon = icons[badge.icon];
        return (
          <li key={badge.label} className="flex items-center gap-2">
            <Icon className="size-4 text-primary" aria-hidden="true" />
            {badge.label}
          </li>
        );
      })}
    </ul>
  );
}
