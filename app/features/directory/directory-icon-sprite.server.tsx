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
  ExternalLink,
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
  Star,
  UsersRound,
} from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import type { DirectoryCategory } from "~/copy/directory/taxonomy";
import { cardIconIds, categoryIconId } from "./directory-icon";

/** Each directory category's lucide icon. Server only: the browser draws them from the sprite. */
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

/** The attributes of lucide's <svg> that say how the icon is drawn (the others size and label it). */
const drawingAttributes = new Set([
  "viewBox",
  "fill",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
]);

/**
 * A lucide icon as a <symbol>: the shapes lucide draws inside its <svg>, with that <svg>'s
 * viewBox and stroke attributes (24 × 24, stroke width 2, round caps and joins, currentColor),
 * and its `fill="none"` unless the icon is filled where it is used.
 */
function symbolMarkup(id: string, Icon: LucideIcon, { filledByUse = false } = {}): string {
  const svg = renderToStaticMarkup(<Icon />);
  const parts = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(svg);
  if (!parts) throw new Error(`Unexpected lucide markup for ${id}: ${svg.slice(0, 80)}`);
  const [, attributes = "", shapes = ""] = parts;
  const drawing = [...attributes.matchAll(/([\w:-]+)="([^"]*)"/g)]
    .filter(([, name = ""]) => drawingAttributes.has(name) && !(filledByUse && name === "fill"))
    .map(([attribute]) => attribute);
  return `<symbol id="${id}" ${drawing.join(" ")}>${shapes}</symbol>`;
}

/**
 * The directory's icons as one hidden SVG sprite: a <symbol> per category given (those the
 * listed tools use), then the cards' star and external-link icons. Written once into the list's
 * static island, so every card and filter chip draws its icons with `<use href="#…">`
 * (directory-icon.tsx): the shapes are in the HTML once, and lucide's components stay out of
 * the browser's JavaScript.
 */
export function directoryIconSpriteHtml(categories: readonly DirectoryCategory[]): string {
  const symbols = [
    ...categories.map((category) =>
      symbolMarkup(categoryIconId(category), categoryIcons[category]),
    ),
    symbolMarkup(cardIconIds.star, Star, { filledByUse: true }),
    symbolMarkup(cardIconIds.externalLink, ExternalLink),
  ];
  return `<svg aria-hidden="true" width="0" height="0" style="display:none">${symbols.join("")}</svg>`;
}
