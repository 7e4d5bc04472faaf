/** Copy of /admin/analytics (the figures are cookieless: docs/decisions/012-analytics.md). */
export const adminAnalytics = {
  overviewHeading: "Last 30 days at a glance",
  cards: {
    pageViews: { title: "Page Views", caption: "Last 30 days" },
    conversionRate: {
      title: "Conversion Rate",
      caption: (submitted: number, visitors: number) =>
        `${submitted} submitted ${submitted === 1 ? "checkout" : "checkouts"} from ${visitors} ${visitors === 1 ? "visitor" : "visitors"}`,
    },
    activeUsers: { title: "Active Users", caption: "Currently online" },
    topLocations: {
      title: "Top Locations",
      caption: (names: string[]) =>
        names.length > 0 ? names.join(", ") : "No visitor locations yet",
    },
  },
  chart: {
    heading: "Page views per day",
    description: (from: string, to: string) => `Daily page views from ${from} to ${to} (UTC).`,
    empty:
      "No page views in the last 30 days yet. Views of public pages appear here within seconds of a visit.",
    summary: (total: string, busiestDay: string, busiestViews: string) =>
      `${total} page views in 30 days; busiest day ${busiestDay} with ${busiestViews}.`,
    tableToggle: "Show the figures as a table",
    dayColumn: "Day",
    viewsColumn: "Page views",
    visitorsColumn: "Visitors",
  },
  topPages: {
    heading: "Top pages",
    keyColumn: "Page",
    countColumn: "Views",
    empty: "No page views yet.",
  },
  topReferrers: {
    heading: "Top referrers",
    keyColumn: "Site",
    countColumn: "Views",
    empty: "No visits from other sites yet. Direct visits and internal links are not listed.",
  },
  topLocations: {
    heading: "Top locations",
    keyColumn: "Country",
    countColumn: "Visitors",
    empty: "No visitors yet.",
  },
  funnel: {
    heading: "Checkout goals",
    started: "Visitors who started a checkout",
    submitted: "Visitors who submitted a checkout",
  },
  privacyNote:
    "Counted without cookies: visitors are told apart within one day by a salted hash that is deleted after 48 hours. Browsers sending Do Not Track or Global Privacy Control, bots and admin pages are not counted.",
} as const;
