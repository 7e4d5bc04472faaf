/**
 * The vocabulary of the privacy tools directory: categories, platforms and the
 * closed lists a tool's fields draw from. The order of each list is the order the page
 * shows it in.
 */

export const directoryCategories = [
  "Browser",
  "VPN",
  "Email",
  "Messaging",
  "Cloud Storage",
  "Password Manager",
  "Security Tools",
  "Mobile Apps",
  "Desktop Apps",
  "Network Tools",
  "Office Suite",
  "Language Tools",
  "Encryption Software",
  "Data Removal",
  "DNS Resolvers",
  "Email Aliasing",
  "Financial Services",
  "Photo Management",
  "Search Engines",
  "AI Chat",
  "Calendar Sync",
  "Cryptocurrency",
  "Document Collaboration",
  "File Sharing",
  "Frontends",
  "Maps and Navigation",
  "News Aggregators",
  "Notebooks",
  "Social Media",
] as const;

export const platformOptions = [
  "Windows",
  "macOS",
  "Linux",
  "iOS",
  "Android",
  "Web",
  "Desktop",
  "Mobile",
  "Firefox",
  "Chrome",
  "Docker",
] as const;

export const pricingOptions = ["Free", "Freemium", "Paid", "Open Source"] as const;

export const auditStatuses = ["Audited", "Partially Audited", "Not Audited"] as const;

export const encryptionTypes = [
  "In Transit",
  "At Rest",
  "End-to-End",
  "Zero Knowledge",
  "Hardware",
  "None",
] as const;

export const dataCollectionLevels = ["None", "Minimal"] as const;

export type DirectoryCategory = (typeof directoryCategories)[number];
export type Platform = (typeof platformOptions)[number];
export type Pricing = (typeof pricingOptions)[number];
export type AuditStatus = (typeof auditStatuses)[number];
export type Encryption = (typeof encryptionTypes)[number];
export type DataCollection = (typeof dataCollectionLevels)[number];

/** A tool's score on a third-party review site; the link goes to the live page. */
export type ReviewSummary = { rating: number; reviewCount: number; url: string };

export type PrivacyTool = {
  id: string;
  name: string;
  description: string;
  category: DirectoryCategory;
  website: string;
  tags: string[];
  features: string[];
  platforms: Platform[];
  pricing: Pricing[];
  /** The country whose law governs the provider, or "Community" for projects without one. */
  jurisdiction: string;
  auditStatus: AuditStatus;
  openSource: boolean;
  encryption: Encryption[];
  dataCollection: DataCollection;
  /** Our editorial rating, 4.5 to 5. */
  rating: number;
  /** Organisations that publicly recommend the tool; empty when we know of none. */
  recommendedBy: string[];
  /** Only where the review page exists. */
  reviews?: { g2crowd?: ReviewSummary; trustpilot?: ReviewSummary };
};

/** Organisations whose public recommendations the directory cites. */
export const recommenders = {
  privacyGuides: "Privacy Guides",
  eff: "Electronic Frontier Foundation",
  fpf: "Freedom of the Press Foundation",
} as const;
