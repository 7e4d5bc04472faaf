import type { IpInfo } from "~/lib/geo/ip-info";

/** "Mountain View, California, United States", skipping what is unknown or repeated. */
export function formatLocation(info: Pick<IpInfo, "city" | "region" | "country">): string | null {
  const parts = [info.city, info.region, info.country].filter((part): part is string =>
    Boolean(part),
  );
  const unique = parts.filter((part, i) => parts.indexOf(part) === i);
  return unique.length > 0 ? unique.join(", ") : null;
}
