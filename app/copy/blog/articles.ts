import { businessVpnZeroTrust } from "./business-vpn-zero-trust";
import type { EmbeddedArticleSource } from "./types";
import { vpnLeakTestGuide } from "./vpn-leak-test-guide";
import { vpnProtocolsCompared } from "./vpn-protocols-compared";

/** The articles shipped with the site (two VPN guides and one Business VPN article). */
export const embeddedArticleSources: readonly EmbeddedArticleSource[] = [
  vpnProtocolsCompared,
  vpnLeakTestGuide,
  businessVpnZeroTrust,
];

/** Paths of the embedded articles, for the prerender list and the sitemap. */
export function embeddedArticlePaths(): string[] {
  return embeddedArticleSources.map((article) => `/blog/${article.slug}`);
}
