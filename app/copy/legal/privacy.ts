/** Privacy Policy, effective 21 March 2025. */
import { site } from "../../config/site";
import { privacyEmail } from "../support-channels";
import { legalEffectiveDate, type LegalDocument } from "./types";

const privacyLink = `[${privacyEmail}](mailto:${privacyEmail})`;

export const privacyPolicy: LegalDocument = {
  effectiveDate: legalEffectiveDate,
  intro: [
    `Privacy is the product we sell, so this policy is short and specific. It explains what ${site.operator} collects when you use ${site.name}, our apps and this website, what we never collect, and how to exercise your rights.`,
  ],
  sections: [
    {
      title: "Who we are",
      blocks: [
        `${site.operator} is a company registered in ${site.country} and is responsible for your personal data. We follow Singapore's Personal Data Protection Act 2012 (PDPA). Our Data Protection Officer can be reached at ${privacyLink}.`,
      ],
    },
    {
      title: "What we never collect",
      blocks: [
        "When you are connected to the VPN we do not log, store or share:",
        {
          list: [
            "the websites you visit or the content of your traffic;",
            "your DNS queries;",
            "the IP address you connect from;",
            "when you connect or disconnect, or for how long;",
            "which server you used at any given time, linked to you.",
          ],
        },
        "Because we never have this information, we cannot give it to anyone, whoever asks.",
      ],
    },
    {
      title: "What we collect",
      blocks: [
        {
          list: [
            "Account data: your email address and a salted hash of your password (never the password itself), and your two-factor settings if you turn them on.",
            "Payment data: the plan, amount, date and the payment provider's transaction reference. Card payments are handled by our payment processor and PayPal by PayPal; we never see or store full card numbers. For cryptocurrency we keep the transaction identifier.",
            "Connection count: while you are connected, our servers hold in memory how many of your devices are connected, to apply your plan's device limit. It is gone when you disconnect.",
            "Aggregate service data: total bandwidth and load per server, not linked to any account, to plan capacity.",
            "Support conversations: what you send us by live chat or email.",
          ],
        },
      ],
    },
    {
      title: "This website",
      blocks: [
        "The website sets no advertising or tracking cookies and loads no third-party analytics, advertising or social media scripts. It stores your light or dark theme choice in your browser's local storage, and site operators signing in to the admin panel get a session cookie; the [Cookie Policy](/legal/cookies) lists both.",
        "We count page views without cookies, keeping only counts per day: page views by page and country, visitors by country, the host name of the website that sent you (never its full address), and how many visitors open and submit the checkout. To tell visitors apart within a day, each view is counted against a hash of your IP address and browser user agent, mixed with a random salt that changes every day. The country comes from a geolocation database on our own server. Your IP address and user agent are never stored, and each day's salt and that day's hashes are deleted after 48 hours, counted from the start of that day (UTC), after which the hashes cannot be linked to anyone. If your browser sends Do Not Track or Global Privacy Control, your visit is not counted at all; nor are automated visitors. The [Cookie Policy](/legal/cookies) explains the counting in full.",
        "Our free tools process your IP address or connection only to show you the result, and do not store it. The password checker never sends your password anywhere: it sends only the first five characters of the password's SHA-1 hash to the Have I Been Pwned service to look for breaches.",
        "To keep the site running and stop attacks, our servers keep short-lived request counters per IP address for rate limiting (for page-view counting, per daily hash of the address instead), and technical request logs (time, page and response status, with no IP address or browser details) that are deleted after 14 days.",
      ],
    },
    {
      title: "How we use your data",
      blocks: [
        {
          list: [
            "to provide the service you paid for and manage your subscription;",
            "to process payments and meet our tax and accounting obligations;",
            "to answer your support requests;",
            "to send you service emails, such as renewal reminders and security notices;",
            "to send product news, only if you opt in; every such email has an unsubscribe link.",
          ],
        },
        "We never sell your personal data and never use it for advertising.",
      ],
    },
    {
      title: "Who we share it with",
      blocks: [
        "Only with service providers that help us run the service, such as payment processors, our email provider and our support software, each bound by contract to use the data only on our instructions and to protect it. Some of them process data outside Singapore; where they do, we make sure your data is protected to a standard comparable to the PDPA.",
        "We disclose data to authorities only when a valid Singapore legal order requires it, and even then we can only hand over what we have, which never includes your online activity.",
      ],
    },
    {
      title: "How long we keep it",
      blocks: [
        {
          list: [
            "Account data: while your account is open, and deleted within 30 days after you close it.",
            "Payment records: 5 years, as Singapore tax law requires.",
            "Support chats and emails: up to 6 months, then deleted.",
            "Web server request logs: 14 days.",
          ],
        },
      ],
    },
    {
      title: "Your rights",
      blocks: [
        "You can ask us to give you a copy of your personal data, to correct it, or to delete your account and the data that goes with it, and you can withdraw your consent to marketing emails at any time. We handle every request within 14 business days, as the PDPA requires, and tell you if we need to verify who you are first.",
        `Write to ${privacyLink} from the email address on your account. If you live where the law gives you further rights, such as the GDPR in the European Union and the United Kingdom, we honour those too. If you are not satisfied with our answer, you may complain to Singapore's Personal Data Protection Commission or your local data protection authority.`,
      ],
    },
    {
      title: "Children",
      blocks: [
        "The service is for adults: you must be at least 18 to use it. We do not knowingly collect data from anyone younger, and we delete any account we learn belongs to someone under 18.",
      ],
    },
    {
      title: "Security",
      blocks: [
        "Account data is encrypted in transit and at rest, access is limited to staff who need it for their work and protected with two-factor authentication, and we review that access regularly. If a data breach puts you at risk, we will tell you and the Personal Data Protection Commission as the PDPA requires.",
      ],
    },
    {
      title: "Changes to this policy",
      blocks: [
        "We will post any change here with a new effective date, and email account holders before a change that affects how we use their data takes effect.",
      ],
    },
    {
      title: "Contact",
      blocks: [
        `Questions or requests: ${privacyLink}, for the attention of our Data Protection Officer.`,
      ],
    },
  ],
};
