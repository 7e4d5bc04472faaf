import { type Region, locationsByRegion } from "~/copy/locations";
import { FOOTER_LOCATIONS_PER_REGION } from "~/copy/navigation";

export type FooterLocationGroup = { region: Region; links: { id: string; label: string }[] };

/** Per region, the first four locations as "{name} VPN" links. */
export function footerLocations(): FooterLocationGroup[] {
  return locationsByRegion().map(({ region, locations }) => ({
    region,
    links: locations
      .slice(0, FOOTER_LOCATIONS_PER_REGION)
      .map((location) => ({ id: location.id, label: `${location.name} VPN` })),
  }));
}
