import {
  Flag,
  Timer,
  LocateFixed,
  Key,
  type LucideIcon,
  Map as MapIcon,
  Radio,
  Network,
  Shield,
  ShieldCheck,
  Tv,
  WandSparkles,
} from "lucide-react";
import type { ToolIcon as ToolIconName } from "~/copy/tools";

const icons: Record<ToolIconName, LucideIcon> = {
  report: ShieldCheck,
  globe: LocateFixed,
  server: Network,
  radio: Radio,
  shield: Shield,
  key: Key,
  wand: WandSparkles,
  gauge: Timer,
  tv: Tv,
  map: MapIcon,
  flag: Flag,
};

export function ToolIcon({ name, className }: { name: ToolIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
