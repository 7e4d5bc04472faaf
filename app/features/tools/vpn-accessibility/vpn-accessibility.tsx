import { Search } from "lucide-react";
import { useId } from "react";
import { useUrlState } from "~/features/tools/shared/use-url-state";
import { vpnAccessibilityCopy as copy } from "~/copy/tool-copy/vpn-accessibility";
import { countryRatings } from "~/copy/vpn-accessibility/countries";
import { CountryCard } from "./country-card";
import { ALL_REGIONS, parseFilterParams, writeFilterParams } from "./filter-params";
import { alphabetical, filterRatings, regionOptions } from "./score";

const ratings = alphabetical(countryRatings);
const regions = regionOptions(ratings);
const parse = (params: URLSearchParams) => parseFilterParams(params, regions);
const field =
  "h-10 w-full rounded-lg border border-input bg-background px-3 text-sm text-foreground";

/** Country search, region dropdown and the country cards (all shown without JavaScript). */
export function VpnAccessibility() {
  const [filters, setFilters] = useUrlState(parse, writeFilterParams, {
    search: "",
    region: ALL_REGIONS,
  });
  const { search, region } = filters;
  const searchId = useId();
  const regionId = useId();
  const shown = filterRatings(ratings, search, region);
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
        <div className="grid gap-1.5">
          <label htmlFor={searchId} className="text-sm font-medium">
            {copy.searchLabel}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setFilters({ ...filters, search: event.target.value })}
              placeholder={copy.searchPlaceholder}
              className={`${field} pl-9`}
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={regionId} className="text-sm font-medium">
            {copy.regionLabel}
          </label>
          <select
            id={regionId}
            value={region}
            onChange={(event) => setFilters({ ...filters, region: event.target.value })}
            className={field}
          >
            {regions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {shown.length === 0 ? copy.empty : copy.count(shown.length, ratings.length)}
      </p>
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3" data-testid="country-cards">
        {shown.map((rating) => (
          <CountryCard key={rating.country} rating={rating} />
        ))}
      </ul>
    </div>
  );
}
