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
        "We count how many people visit each page without cookies or any other identifier stored in your browser. Each page view is counted against a hash of your IP address and browser user agent combined with a random salt that changes every day. Your IP address is never stored, and each day's salt is deleted after 48 hours, after which nobody, including us, can link a count back to a visitor.",
        "If your browser sends Do Not Track or Global Privacy Control, your visits are not counted at all.",
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
