import {
  Flag,
  Gauge,
  Globe,
  KeyRound,
  type LucideIcon,
  Map as MapIcon,
  Radio,
  Server,
  Shield,
  Tv,
  WandSparkles,
} from "lucide-react";
import type { ToolIcon as ToolIconName } from "~/content/tools";

const icons: Record<ToolIconName, LucideIcon> = {
  globe: Globe,
  server: Server,
  radio: Radio,
  shield: Shield,
  key: KeyRound,
  wand: WandSparkles,
  gauge: Gauge,
  tv: Tv,
  map: MapIcon,
  flag: Flag,
};

export function ToolIcon({ name, className }: { name: ToolIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
