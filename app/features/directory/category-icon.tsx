import {
  AppWindow,
  AtSign,
  Bitcoin,
  Bot,
  CalendarSync,
  Cloud,
  EarthLock,
  CreditCard,
  Eraser,
  FilePen,
  FileText,
  Image as ImageIcon,
  KeySquare,
  Languages,
  LockKeyhole,
  type LucideIcon,
  Map as MapIcon,
  MessageCircle,
  Mail,
  Monitor,
  MonitorPlay,
  Network,
  Newspaper,
  NotebookPen,
  Search,
  ServerCog,
  Share2,
  Shield,
  Smartphone,
  UsersRound,
} from "lucide-react";
import type { DirectoryCategory } from "~/copy/directory/taxonomy";
import { cn } from "~/components/ui/cn";

/**
 * Each directory category has an icon. Icons the site shell or the landing page
 * use are avoided: a shared icon becomes a chunk of its own, and the extra file names count
 * against the landing page's JavaScript budget.
 */
const categoryIcons: Record<DirectoryCategory, LucideIcon> = {
  Browser: AppWindow,
  VPN: EarthLock,
  Email: Mail,
  Messaging: MessageCircle,
  "Cloud Storage": Cloud,
  "Password Manager": KeySquare,
  "Security Tools": Shield,
  "Mobile Apps": Smartphone,
  "Desktop Apps": Monitor,
  "Network Tools": Network,
  "Office Suite": FileText,
  "Language Tools": Languages,
  "Encryption Software": LockKeyhole,
  "Data Removal": Eraser,
  "DNS Resolvers": ServerCog,
  "Email Aliasing": AtSign,
  "Financial Services": CreditCard,
  "Photo Management": ImageIcon,
  "Search Engines": Search,
  "AI Chat": Bot,
  "Calendar Sync": CalendarSync,
  Cryptocurrency: Bitcoin,
  "Document Collaboration": FilePen,
  "File Sharing": Share2,
  Frontends: MonitorPlay,
  "Maps and Navigation": MapIcon,
  "News Aggregators": Newspaper,
  Notebooks: NotebookPen,
  "Social Media": UsersRound,
};

/** Decorative: the category's name is always written next to it. */
export function CategoryIcon({
  category,
  className,
}: {
  category: DirectoryCategory;
  className?: string;
}) {
  const Icon = categoryIcons[category];
  return <Icon className={cn("shrink-0", className)} aria-hidden="true" />;
}
