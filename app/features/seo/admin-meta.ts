import type { MetaDescriptor } from "react-router";
import { publicConfigFromMatches } from "~/config/public-config";
import { adminPages } from "~/content/admin-pages";
import { seoMeta } from "./meta";

type MatchLike = Parameters<typeof publicConfigFromMatches>[0][number];

/** Title, description and noindex for the admin screen keyed `key` in adminPages. */
export function adminMeta(
  key: string,
  path: string,
  matches: readonly MatchLike[],
): MetaDescriptor[] {
  const page = adminPages[key] ?? { title: "Admin", description: "Administration" };
  return seoMeta({
    title: page.title,
    description: page.description,
    path,
    origin: publicConfigFromMatches(matches).origin,
    noIndex: true,
  });
}
