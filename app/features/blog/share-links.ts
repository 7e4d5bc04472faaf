export type ShareLink = { network: "x" | "facebook" | "linkedin"; label: string; href: string };

/** Share pages of X, Facebook and LinkedIn for an article's address and title. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    {
      network: "x",
      label: "Share on X",
      href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    },
    {
      network: "facebook",
      // Facebook takes only the address; it reads the title from the page's Open Graph tags.
      label: "Share on Facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    {
      network: "linkedin",
      label: "Share on LinkedIn",
      href: `https://www.linkedin.com/shareArticle?mini=true&url=${u}&title=${t}`,
    },
  ];
}
