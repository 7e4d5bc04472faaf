/**
 * The services the Service Accessibility Checker probes (eight streaming and
 * messaging services). Each probe loads the service's own favicon, a small public image,
 * from the visitor's browser; the CSP's img-src allows exactly these origins.
 */
export type UnblockService = {
  id: string;
  name: string;
  kind: "Streaming" | "Music" | "Messaging";
  probeUrl: string;
};

export const unblockServices: readonly UnblockService[] = [
  {
    id: "netflix",
    name: "Netflix",
    kind: "Streaming",
    probeUrl: "https://www.netflix.com/favicon.ico",
  },
  {
    id: "youtube",
    name: "YouTube",
    kind: "Streaming",
    probeUrl: "https://www.youtube.com/favicon.ico",
  },
  {
    id: "disney-plus",
    name: "Disney+",
    kind: "Streaming",
    probeUrl: "https://www.disneyplus.com/favicon.ico",
  },
  { id: "hulu", name: "Hulu", kind: "Streaming", probeUrl: "https://www.hulu.com/favicon.ico" },
  {
    id: "bbc-iplayer",
    name: "BBC iPlayer",
    kind: "Streaming",
    probeUrl: "https://www.bbc.co.uk/favicon.ico",
  },
  {
    id: "spotify",
    name: "Spotify",
    kind: "Music",
    probeUrl: "https://open.spotify.com/favicon.ico",
  },
  {
    id: "whatsapp",
    name: "WhatsApp",
    kind: "Messaging",
    probeUrl: "https://web.whatsapp.com/favicon.ico",
  },
  {
    id: "telegram",
    name: "Telegram",
    kind: "Messaging",
    probeUrl: "https://telegram.org/favicon.ico",
  },
];

/** The origins the probes load images from (for the Content-Security-Policy). */
export const unblockProbeOrigins = unblockServices.map(
  (service) => new URL(service.probeUrl).origin,
);
