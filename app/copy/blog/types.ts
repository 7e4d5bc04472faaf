/** The blog's data shapes. */

export const blogCategories = [
  "Privacy",
  "Security",
  "Business VPN",
  "VPN Guides",
  "Gaming",
  "Streaming",
  "Industry News",
  "Tips & Tricks",
] as const;

export type BlogCategory = (typeof blogCategories)[number];

export const articleTypeLabels = {
  list: "List Article",
  "how-to": "How-To Guide",
  checklist: "Checklist",
  review: "Review",
  "product-update": "Product Update",
  "industry-news": "Industry News",
  "case-study": "Case Study",
  guide: "Guide",
  comparison: "Comparison",
  research: "Research",
} as const;

export type ArticleType = keyof typeof articleTypeLabels;

export type BlogAuthor = {
  name: string;
  /** Public path of a square WebP; absent means the default avatar. */
  avatar?: string;
  role: string;
  credentials: string[];
};

export type ArticleReference = { title: string; publisher: string; url: string };

/**
 * An article as written in app/copy/blog: everything a BlogArticle holds except what is
 * computed from the body (word count, reading time, headings), so those can never drift.
 */
export type EmbeddedArticleSource = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  metaDescription: string;
  category: BlogCategory;
  articleType: ArticleType;
  author: BlogAuthor;
  /** ISO date (YYYY-MM-DD). */
  publishedOn: string;
  /** ISO date of the last substantive revision. */
  updatedOn: string;
  coverImage: string;
  coverAlt: string;
  keywords: string[];
  references: ArticleReference[];
  factChecked: boolean;
  /** Trusted HTML (written here, not user input): h2/h3 sections, paragraphs, lists, tables. */
  content: string;
};
