/** Copy for /launch-checklist: the web team's checks before a release, every one completed. */
export type ChecklistSection = { id: string; title: string; items: string[] };

export const launchChecklistPage = {
  status: "All checks complete: ready to launch.",
  sections: [
    {
      id: "seo",
      title: "SEO",
      items: [
        "Every page has a unique title and meta description",
        "Canonical links and Open Graph tags on every public page",
        "sitemap.xml lists every public page and location page",
        "robots.txt keeps /admin and /api out of search engines",
        "Structured data: Organization site-wide, FAQPage on the FAQ pages",
      ],
    },
    {
      id: "mobile",
      title: "Mobile Responsiveness",
      items: [
        "Every page works at 375 px wide without horizontal scrolling",
        "Navigation collapses into the side panel below 768 px",
        "Tap targets are at least 24 by 24 pixels",
        "Text stays readable without zooming",
      ],
    },
    {
      id: "design",
      title: "Design Consistency",
      items: [
        "Colours, type and spacing come from the shared design tokens",
        "Light and dark themes are complete on every page",
        "Buttons, cards and badges use the shared components",
        "Product name comes from one site setting everywhere",
      ],
    },
    {
      id: "performance",
      title: "Performance",
      items: [
        "Static pages are prerendered to HTML",
        "Landing page first-load JavaScript is within 125 KB gzipped",
        "Hashed assets are served with long-lived immutable caching",
        "Responses are compressed",
      ],
    },
    {
      id: "content",
      title: "Content Quality",
      items: [
        "All copy proofread; no placeholder text anywhere",
        "Legal pages carry their effective dates",
        "Prices match the plans in checkout",
        "Technical claims about protocols and encryption checked by engineering",
      ],
    },
    {
      id: "ux",
      title: "User Experience",
      items: [
        "Unknown addresses show the Page Not Found screen with a way home",
        "Forms explain every error next to the field it concerns",
        "Each page change scrolls back to the top",
        "Calls to action lead to pricing or checkout",
      ],
    },
    {
      id: "browsers",
      title: "Browser Compatibility",
      items: [
        "Tested in current Chrome, Firefox, Safari and Edge",
        "Tested on iOS Safari and Android Chrome",
        "Content readable with JavaScript turned off",
      ],
    },
    {
      id: "accessibility",
      title: "Accessibility",
      items: [
        "Automated WCAG 2.2 AA checks pass on every page in both themes",
        "Everything can be used with the keyboard alone, with visible focus",
        "A skip link leads past the navigation to the main content",
        "Images and icons have text alternatives or are marked decorative",
      ],
    },
    {
      id: "security",
      title: "Security",
      items: [
        "HTTPS everywhere, with HSTS",
        "Content Security Policy with per-response nonces on every page",
        "Admin area behind a session with brute-force protection",
        "State-changing requests accept only JSON from our own origin",
      ],
    },
    {
      id: "analytics",
      title: "Analytics & Tracking",
      items: [
        "Page views counted first-party, without cookies",
        "Do Not Track and Global Privacy Control honoured",
        "No third-party analytics, advertising or social tracking scripts",
        "Admin analytics dashboard shows views and top pages",
      ],
    },
  ] satisfies ChecklistSection[],
  finalSteps: {
    id: "final",
    title: "Final Launch Steps",
    items: [
      "Database backup taken and a test restore completed",
      "DNS records pointed at production, with TTLs lowered beforehand",
      "Test payments completed end to end, then refunded",
      "Email systems verified: SPF, DKIM and DMARC pass, support inbox receiving",
      "Monitoring and alerts live for uptime, errors and the health check",
    ],
  } satisfies ChecklistSection,
};
