import {
  Accessibility,
  Activity,
  Building2,
  EyeOff,
  Fingerprint,
  Gauge,
  Globe,
  Headset,
  KeyRound,
  Lock,
  type LucideIcon,
  MapPin,
  Radar,
  Server,
  ShieldCheck,
  Sparkles,
  Unlock,
  Users,
  Wifi,
} from "lucide-react";
import type { NavIcon as NavIconName } from "~/copy/navigation";
import { cn } from "~/components/ui/cn";

const icons: Record<NavIconName, LucideIcon> = {
  globe: Globe,
  "shield-check": ShieldCheck,
  lock: Lock,
  server: Server,
  users: Users,
  fingerprint: Fingerprint,
  building: Building2,
  headset: Headset,
  "map-pin": MapPin,
  radar: Radar,
  wifi: Wifi,
  "eye-off": EyeOff,
  "key-round": KeyRound,
  sparkles: Sparkles,
  gauge: Gauge,
  unlock: Unlock,
  activity: Activity,
  accessibility: Accessibility,
};

/** A menu item's icon in a soft brand-coloured tile. */
export function NavIcon({ name, className }: { name?: NavIconName; className?: string }) {
  if (!name) return null;
  const Icon = icons[name];
  return (
    <span
      className={cn(
        "flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground",
        className,
      )}
    >
      <Icon className="size-4.5" aria-hidden="true" />
    </span>
  );
}
