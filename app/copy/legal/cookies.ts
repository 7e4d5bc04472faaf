/** Cookie Policy: exactly what this website keeps in your browser, and what it does not. */
import { site } from "../../config/site";
import { privacyEmail } from "../support-channels";
import { legalEffectiveDate, type LegalDocument } from "./types";

export const cookiePolicy: LegalDocument = {
  effectiveDate: legalEffectiveDate,
  intro: [
    `This website uses almost no cookies. Visitors get none at all; the only data we keep in your browser is your choice of light or dark theme, and only once you make that choice. This policy lists everything ${site.name}'s website stores, and why.`,
  ],
  sections: [
    {
      title: "What cookies and local storage are",
      blocks: [
        "Cookies are small files a website asks your browser to keep and send back with later requests. Local storage is similar, but stays in your browser and is never sent to the website's servers.",
      ],
    },
    {
      title: "What this website stores",
      blocks: [
        {
          table: {
            caption: "Everything this website stores in your browser",
            columns: ["Name", "Type", "Who gets it", "Purpose", "How long"],
            rows: [
              [
                "umbra-theme",
                "Local storage",
                "Visitors who switch between light and dark mode",
                "Remembers your theme so pages open in it, without a flash of the other one.",
                "Until you clear your browser's site data",
              ],
              [
                "Admin session",
                "Cookie (HttpOnly, SameSite=Strict, Secure)",
                "Only site operators who sign in to the admin panel",
                "Keeps the operator signed in. It cannot be read by scripts or sent by other sites.",
                "Until sign-out, or when the session expires",
              ],
              [
                "Admin sidebar state",
                "Cookie",
                "Only site operators, in the admin panel",
                "Remembers whether the admin sidebar is expanded or collapsed.",
                "7 days",
              ],
            ],
          },
        },
        "All of these are strictly necessary for what you asked for or simple preferences, so they do not need consent banners. None of them is used to track you.",
      ],
    },
    {
      title: "Page-view counting without cookies",
      blocks: [
        "We count how many people visit each page without cookies or anything else stored in your browser. When a public page of this website loads, and each time you move on to another page, your browser sends us the page's path (without any query string) and, for the first page you open, the address of the page that sent you. We keep only counts: page views per day, page and country; visitors per day and country; and, when you arrive from another website, that site's host name (such as duckduckgo.com), never its full address.",
        "To tell visitors apart within a day, each page view is counted against a hash of your IP address and browser user agent combined with a random salt that changes every day (HMAC-SHA-256, shortened to 128 bits), kept with the time of your last page view so we can show how many people are on the site right now. Your country comes from looking up your IP address in a geolocation database on our own server, so the address is never sent to anyone. Neither your IP address nor your user agent is ever stored. Each day's salt and that day's hashes are deleted after 48 hours, counted from the start of that day (UTC); from then on nobody, including us, can link a count back to a visitor, and a returning visitor gets an unrelated hash every day.",
        "We also count, as totals per day, how many visitors open the checkout and how many submit the checkout form, never what is typed into it.",
        "If your browser sends Do Not Track or Global Privacy Control, our pages do not send the page view at all, and our server ignores any request carrying either signal. Search engines and other automated visitors, and the pages of the admin panel, are not counted either.",
      ],
    },
    {
      title: "What this website does not use",
      blocks: [
        {
          list: [
            "no advertising or retargeting cookies;",
            "no third-party analytics, such as Google Analytics;",
            "no social media buttons or embeds that track you;",
            "no fingerprinting.",
          ],
        },
      ],
    },
    {
      title: "The client area",
      blocks: [
        "Signing in, payments and support tickets happen in our client area, a separate site. It uses strictly necessary cookies to keep you signed in and to protect checkout against fraud; they are described there.",
      ],
    },
    {
      title: "How to control what is stored",
      blocks: [
        "You can delete the theme setting and any cookies at any time in your browser's settings, under site data for this website; the site then opens in dark mode again. You can also block cookies entirely: visitors lose nothing, and only the admin panel stops working.",
      ],
    },
    {
      title: "Questions",
      blocks: [
        `Write to [${privacyEmail}](mailto:${privacyEmail}). Our [Privacy Policy](/legal/privacy) explains how we handle personal data more broadly.`,
      ],
    },
  ],
};
