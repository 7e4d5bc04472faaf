import {
  Bot,
  CalendarClock,
  ChartLine,
  Eye,
  FileText,
  LayoutDashboard,
  MapPin,
  type LucideIcon,
  ShieldHalf,
  Users,
} from "lucide-react";
import type { AdminIcon as AdminIconName } from "~/copy/admin";
import { cn } from "~/components/ui/cn";

const icons: Record<AdminIconName, LucideIcon> = {
  dashboard: LayoutDashboard,
  content: FileText,
  automation: Bot,
  analytics: ChartLine,
  scheduled: CalendarClock,
  "page-views": Eye,
  "active-users": Users,
  locations: MapPin,
};

export function AdminIcon({ name, className }: { name: AdminIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden="true" />;
}

/**
 * The admin area's brand mark. Drawn here rather than with the site's LogoMark: sharing
 * that module would re-split the public pages' bundles and cost the landing page bytes.
 */
export function AdminBrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-violet-500 to-violet-800 text-white",
        className,
      )}
    >
      <ShieldHalf className="size-3/5" strokeWidth={2.2} />
    </span>
  );
}
