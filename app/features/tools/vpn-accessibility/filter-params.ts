/**
 * The VPN accessibility filters in the URL (?q=ger&region=Europe), so a filtered list can be
 * bookmarked or sent. A region that is not an option falls back to All Regions.
 */
export const ALL_REGIONS = "All Regions";

export function parseFilterParams(
  params: URLSearchParams,
  regions: readonly string[],
): { search: string; region: string } {
  const region = params.get("region") ?? ALL_REGIONS;
  return {
    search: (params.get("q") ?? "").slice(0, 100),
    region: regions.includes(region) ? region : ALL_REGIONS,
  };
}

export function writeFilterParams(filters: { search: string; region: string }): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set("q", filters.search);
  if (filters.region !== ALL_REGIONS) params.set("region", filters.region);
  const text = params.toString();
  return text ? `?${text}` : "";
}
