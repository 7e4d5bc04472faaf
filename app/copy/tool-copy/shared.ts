/**
 * Copy every tool page shares in the browser (buttons, states, the share link). Apart from
 * copy/tools.ts (the index's cards and filters, the call to action drawn on the server), so a
 * tool page's JavaScript carries only this.
 */
export const toolShared = {
  tryAgain: "Try Again",
  noScript:
    "This tool runs in your browser and needs JavaScript. Turn JavaScript on and reload the page to use it.",
  dbipLabel: "IP Geolocation by DB-IP",
  dbipHref: "https://db-ip.com",
  notAvailable: "Not available",
  copy: (what: string) => `Copy ${what}`,
  copied: "Copied",
  copyFailed: "Could not copy",
  share: {
    button: "Share result",
    busy: "Making link…",
    made: (date: string) =>
      `Link copied. It shows this result, without any IP address, until ${date}.`,
    madeNoClipboard: (date: string) =>
      `Copy this link. It shows this result, without any IP address, until ${date}.`,
    linkLabel: "Share link",
    failed: "Could not make a share link. Please try again.",
  },
};
