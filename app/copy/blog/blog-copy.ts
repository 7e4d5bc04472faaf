import { site } from "../../config/site";

/** The blog's interface text. */
export const blogCopy = {
  header: {
    homeLink: "Blog",
    homeLinkLabel: `Blog: go to the ${site.name} home page`,
    backLink: "Back to Blog",
    searchLabel: "Search articles",
    searchPlaceholder: "Search articles...",
    searchButton: "Search",
  },
  list: {
    categoriesLabel: "Article categories",
    featuredLabel: "Featured article",
    latestHeading: "Latest articles",
    resultsHeading: "Articles",
    empty: "No articles found matching your criteria.",
    clearFilters: "Show all articles",
    count: (n: number) => `${n} ${n === 1 ? "article" : "articles"}`,
    pagesLabel: "Pages of articles",
    newerPage: "Newer",
    olderPage: "Older",
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    pageTitle: (title: string, { page, pages }: { page: number; pages: number }) =>
      `${title}, page ${page} of ${pages}`,
    readMore: "Read article",
    rssLink: "RSS feed",
  },
  article: {
    tocHeading: "On this page",
    tocToggle: "Table of contents",
    progressLabel: "Reading progress",
    byline: "By",
    published: "Published",
    shareHeading: "Share this article",
    copyLink: "Copy link",
    copiedTitle: "Link copied",
    copiedText: "The article's address is on your clipboard.",
    copyFailedTitle: "Could not copy the link",
    copyFailedText:
      "Your browser blocked clipboard access. Copy the address from the address bar instead.",
    authorHeading: "About the author",
    credentialsLabel: "Credentials",
    referencesHeading: "References",
    factChecked: `Fact-checked by the ${site.name} editorial team against the sources below.`,
    notFactChecked: `Written with the ${site.shortName} content generator and reviewed before publication.`,
    relatedHeading: "Related articles",
    updated: "Updated",
  },
  rss: {
    title: `The ${site.shortName} Blog`,
    description: `Guides, research and news on VPNs, online privacy and security from the ${site.shortName} team.`,
  },
} as const;
