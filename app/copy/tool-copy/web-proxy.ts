/** Copy of the Web Proxy (/tools/web-proxy). */
import { site } from "../../config/site";

export const webProxyCopy = {
  urlLabel: "Web address",
  urlPlaceholder: "https://example.com",
  locationLabel: "Proxy location",
  connect: "Connect",
  connecting: "Connecting…",
  reload: "Reload",
  disconnect: "Disconnect",
  status: {
    connected: "Connected",
    disconnected: "Disconnected",
    failed: "Failed to connect to proxy server",
  },
  emptyUrl: { title: "Error", description: "Please enter a URL" },
  failed: "Failed to connect to proxy server",
  requestFailed: "Proxy request failed",
  siteAnswered: (status: number) => `The site answered with status ${status}.`,
  frameTitle: (url: string) => `Proxied page: ${url}`,
  frameNote:
    "The page runs in a sandbox without access to this site, your cookies or your storage. Sign-in forms that send data by POST do not work through the proxy.",
  blockScripts: {
    label: "Block scripts",
    hint: "Recommended. The page cannot run code, so it cannot send you to another site, open pop-ups or use WebRTC to find your real address. Pages that build themselves with scripts may look broken.",
    on: "Scripts are blocked on this page.",
    off: "Scripts are allowed on this page: it can open pop-ups and use WebRTC, which can reveal your real address.",
  },
  location: (name: string, city: string | null, country: string | null, latency: number | null) =>
    [
      name,
      city && country ? `${city}, ${country}` : null,
      latency !== null ? `${latency} ms` : null,
    ]
      .filter(Boolean)
      .join(" · "),
  stats: {
    heading: "Proxy network",
    countries: "Countries",
    speed: "Average speed",
    latency: "Average latency",
    updated: "Last updated",
    mbps: (value: number) => `${value} Mbps`,
    ms: (value: number) => `${value} ms`,
    notMeasured: "Not measured",
    never: "Not checked yet",
    loading: "Loading proxy statistics…",
    error: "Proxy statistics are not available right now.",
    direct:
      "No proxy locations are set up on this server, so pages are fetched directly by our own server. Speed and latency are measured only for proxy locations.",
    measured: (online: number, total: number) =>
      `${online} of ${total} locations answered the last health check. Figures are measured by downloading a test file through each location.`,
  },
} as const;

/** The features and limits panels: drawn on the server only (proxy-features.server.tsx). */
export const webProxyPanelsCopy = {
  features: {
    heading: "What the proxy does for you",
    items: [
      {
        title: "Hides your address",
        text: "The site sees our server's address, not yours, and gets no cookies, no referrer and none of your browser's headers.",
      },
      {
        title: "Keeps the page in a sandbox",
        text: `The page cannot read ${site.name}'s pages, your sign-ins or anything stored in your browser, and cannot set cookies.`,
      },
      {
        title: "Carries the whole page",
        text: "Links, images, styles, scripts and search forms inside the page travel through the proxy too.",
      },
      {
        title: "Refuses private networks",
        text: "Only public websites open: addresses inside private networks and this server itself are refused.",
      },
    ],
  },
  limits: {
    heading: "What the proxy cannot hide",
    items: [
      "With scripts allowed, a page can use WebRTC, which can reveal your real IP address to the site, and can open pop-ups outside the proxy.",
      "Your browser still shows the site's content to you: fonts, images and your screen size can be seen by the site's scripts when scripts are allowed.",
      "Our server sees which pages you open through it. We do not log the addresses, but the site sees our server, not a VPN tunnel, and your provider sees that you use the proxy.",
      "Downloads are not opened in the frame, and pages larger than 10 MB, or slower than 15 seconds, are stopped.",
    ],
  },
} as const;

/** The notes below the tool, drawn on the server only (not in the page's JavaScript). */
export const webProxyNotes = {
  heading: "Before you use it",
  paragraphs: [
    "A web proxy is handy for a quick look at a page you would rather not visit directly. It is not a VPN: only the page in the frame goes through the proxy, and the rest of your traffic does not.",
    "Pages load through our servers, so they can be slower, and sites that need you to sign in, or that build themselves entirely with scripts, may not work. Pages larger than 10 MB or slower than 15 seconds are stopped.",
    `For every app and every site, with your whole connection encrypted, use ${site.name}.`,
  ],
} as const;
