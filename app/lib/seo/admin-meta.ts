import type { MetaDescriptor } from "react-router";
import { publicConfigFromMatches } from "~/config/public-config";
import { seoMeta } from "./meta";

type MatchLike = Parameters<typeof publicConfigFromMatches>[0][number];

/** Title, description and noindex for an admin screen, from its copy. */
export function adminMeta(
  page: { title: string; description: string },
  path: string,
  matches: readonly MatchLike[],
): MetaDescriptor[] {
  return seoMeta({
    title: page.title,
    description: page.description,
    path,
    origin: publicConfigFromMatches(matches).origin,
    noIndex: true,
  });
}
