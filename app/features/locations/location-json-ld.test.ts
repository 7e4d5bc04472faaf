import { describe, expect, it } from "vitest";
import { locationBreadcrumbJsonLd } from "./location-json-ld";

describe("locationBreadcrumbJsonLd", () => {
  it("lists Home, Locations and the location with absolute URLs and positions", () => {
    expect(
      locationBreadcrumbJsonLd({
        origin: "https://umbravpn.example",
        location: { id: "uk-london", name: "London" },
        labels: { home: "Home", locations: "Locations" },
      }),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://umbravpn.example/" },
        {
          "@type": "ListItem",
          position: 2,
          name: "Locations",
          item: "https://umbravpn.example/locations",
        },
        {
          "@type": "ListItem",
          position: 3,
          name: "London",
          item: "https://umbravpn.example/locations/uk-london",
        },
      ],
    });
  });
});
