import type { Route } from "./+types/home";
import { publicConfigFromMatches } from "~/config/public-config";
import { getPage } from "~/content/pages";
import { seoMeta } from "~/features/seo/meta";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({ ...getPage("/"), origin: publicConfigFromMatches(matches).origin });

// STUB: the shell work builds the hero; the marketing issue fills the rest.
export default function Home() {
  return <h1>{getPage("/").heading}</h1>;
}
