/** schema.org BreadcrumbList for a location page: Home › Locations › {name}. */
export function locationBreadcrumbJsonLd(input: {
  origin: string;
  location: { id: string; name: string };
  labels: { home: string; locations: string };
}) {
  const trail = [
    { name: input.labels.home, path: "/" },
    { name: input.labels.locations, path: "/locations" },
    { name: input.location.name, path: `/locations/${input.location.id}` },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${input.origin}${crumb.path}`,
    })),
  };
}
