import { Bot, CalendarClock, ChartLine, Eye, FileText, LayoutDashboard, type LucideIcon } from "lucide-react";
import type { AdminIcon as AdminIconName } from "~/content/admin";

const icons: Record<AdminIconName, LucideIcon> = {
  dashboard: LayoutDashboard,
  content: FileText,
  automation: Bot,
  analytics: ChartLine,
  scheduled: CalendarClock,
  "page-views": Eye,
};

export function AdminIcon({ name, className }: { name: AdminIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden="true" />;
}
