import { useRouteLoaderData } from "react-router";

/** The part of the server's configuration that pages may show. The root loader provides it. */
export type PublicConfig = {
  /** Canonical origin, e.g. https://umbravpn.example (no trailing slash). */
  origin: string;
  /** Base URL of the external client area (sign-in, support tickets). */
  clientAreaUrl: string;
  /** Where the password checker looks up hash prefixes (BREACH_API_BASE). */
  breachApiBase: string;
  /** Our STUN server for the WebRTC leak test; the host defaults to the page's own. */
  stun: { host: string | null; port: number } | null;
};

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** Reads the root loader's public configuration inside a route's `meta` function. */
export function publicConfigFromMatches(matches: readonly MatchLike[]): PublicConfig {
  const root = matches.find((match) => match?.id === "root");
  return root?.loaderData as PublicConfig;
}

export function usePublicConfig(): PublicConfig {
  const config = useRouteLoaderData("root") as PublicConfig | undefined;
  if (!config) throw new Error("usePublicConfig must be used below the root route");
  return config;
}
