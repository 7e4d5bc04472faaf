import { type Region, locationsByRegion } from "~/content/locations";
import { FOOTER_LOCATIONS_PER_REGION } from "~/content/navigation";

export type FooterLocationGroup = { region: Region; links: { id: string; label: string }[] };

/** Per region, the first four locations as "{name} VPN" links (spec §2 Footer, §9). */
export function footerLocations(): FooterLocationGroup[] {
  return locationsByRegion().map(({ region, locations }) => ({
    region,
    links: locations
      .slice(0, FOOTER_LOCATIONS_PER_REGION)
      .map((location) => ({ id: location.id, label: `${location.name} VPN` })),
  }));
}
