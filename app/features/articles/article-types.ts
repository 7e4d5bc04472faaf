/** The kinds of content the generator writes. */
export const contentTypes = ["page", "blog"] as const;
export type ContentType = (typeof contentTypes)[number];

export const contentTypeLabels: Record<ContentType, string> = {
  page: "Page",
  blog: "Blog Post",
};

/** Content article types, in the order the dropdown offers them. */
export const articleTypes = [
  "how-to",
  "list",
  "checklist",
  "review",
  "product-update",
  "industry-news",
  "case-study",
] as const;
export type ArticleType = (typeof articleTypes)[number];

export const articleTypeInfo: Record<ArticleType, { label: string; description: string }> = {
  "how-to": {
    label: "How-To Guide",
    description:
      "Step-by-step instructions that take the reader from a problem to a working setup.",
  },
  list: {
    label: "List Article",
    description: "A numbered run-down of ideas, tips or options, each with a short explanation.",
  },
  checklist: {
    label: "Checklist",
    description: "Items a reader can tick off, grouped by stage, with why each one matters.",
  },
  review: {
    label: "Review",
    description: "A verdict on a product or service: what it does well, where it falls short.",
  },
  "product-update": {
    label: "Product Update",
    description: "What changed in Umbra, who it helps and how to start using it.",
  },
  "industry-news": {
    label: "Industry News",
    description: "A development in privacy or networking, what it means and what to do now.",
  },
  "case-study": {
    label: "Case Study",
    description: "A real-world situation, the approach taken and the measured outcome.",
  },
};
