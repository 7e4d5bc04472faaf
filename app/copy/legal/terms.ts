/** Terms of Use, effective 21 March 2025. */
import { site } from "../../config/site";
import { legalEmail, supportEmail } from "../support-channels";
import { legalEffectiveDate, type LegalDocument } from "./types";

export const termsOfUse: LegalDocument = {
  effectiveDate: legalEffectiveDate,
  intro: [
    `These Terms of Use are an agreement between you and ${site.operator}, a company registered in ${site.country} (“${site.shortName}”, “we”, “us”). They apply to the ${site.name} service, our apps, and this website (together, the “Service”). By creating an account, buying a subscription or using the Service, you accept these terms. If you do not accept them, do not use the Service.`,
  ],
  sections: [
    {
      title: "Eligibility",
      blocks: [
        "You must be at least 18 years old to create an account or buy a subscription. By using the Service you confirm that you are 18 or older and able to enter into a binding contract.",
        "Business customers confirm that the person accepting these terms is authorised to bind their organisation.",
      ],
    },
    {
      title: "Your account",
      blocks: [
        "You need an account to use the VPN service. Give us a working email address and keep your password secret; you are responsible for everything done with your account. We recommend turning on two-factor authentication.",
        `Tell us at once at [${supportEmail}](mailto:${supportEmail}) if you suspect someone else has used your account.`,
      ],
    },
    {
      title: "Subscriptions and payment",
      blocks: [
        "Subscriptions are sold for monthly, yearly or two-year periods, at the price shown when you buy. Prices include any discount for the period you choose and are charged in full at the start of each period.",
        "Subscriptions renew automatically at the end of each period for the same length, at the price then shown for it, unless you turn off automatic renewal in the client area before the renewal date. We email you before a yearly or two-year subscription renews.",
        "Business plans are billed per user. When you add or remove users, billing adjusts on your next billing cycle.",
        "Taxes such as GST or VAT are added where the law requires it.",
      ],
    },
    {
      title: "Money-back guarantee",
      blocks: [
        "Your first purchase is covered by our 30-day money-back guarantee. How it works, including the limit of one refund per user, is set out in the [Refund Policy](/legal/refund), which forms part of these terms.",
      ],
    },
    {
      title: "Using the Service",
      blocks: [
        "We grant you a personal, non-transferable, non-exclusive right to use the Service during your subscription, on up to the number of devices your plan allows at the same time.",
        "You must follow our [Acceptable Use Policy](/legal/acceptable-use). In short: do not use the Service to break the law, harm others or attack our network. You may not resell or share access to the Service unless you hold a business plan that allows it.",
        "You are responsible for checking that using a VPN is lawful where you are.",
      ],
    },
    {
      title: "Privacy",
      blocks: [
        "We do not log your online activity. What we do collect, and your rights over it, are described in our [Privacy Policy](/legal/privacy). Our use of cookies and browser storage is described in our [Cookie Policy](/legal/cookies).",
      ],
    },
    {
      title: "Availability and changes to the Service",
      blocks: [
        "We work to keep the Service available around the clock, but we do not promise that it will be uninterrupted or that every server location will always be available. We may carry out maintenance, add or remove server locations and improve features.",
        "Availability commitments for Enterprise plans are set out in the service level agreement that comes with them.",
      ],
    },
    {
      title: "Software and intellectual property",
      blocks: [
        `The ${site.shortName} name, logo, website and service are owned by ${site.operator}. The source code of our apps is published under the GNU General Public License version 3, and your rights to that code are set by that licence.`,
        "Third-party software we rely on, such as OpenVPN and WireGuard, is used under its own licence.",
      ],
    },
    {
      title: "Suspension and termination",
      blocks: [
        "You may cancel at any time from the client area. Cancelling stops automatic renewal; you keep access until the end of the period you have paid for, unless you receive a refund under the Refund Policy.",
        "We may suspend or close an account that breaches these terms or the Acceptable Use Policy, for example one used to send spam or attack other networks. Where the law and the situation allow, we warn you first and give you a chance to stop. If we close an account for a serious breach, we do not refund the remaining period.",
      ],
    },
    {
      title: "Disclaimers",
      blocks: [
        "A VPN protects the connection between your device and our servers. It does not protect you against every risk online, such as phishing, malware or sites you sign in to. The Service is provided “as is” and “as available”, to the extent the law allows.",
      ],
    },
    {
      title: "Limitation of liability",
      blocks: [
        "To the extent the law allows, we are not liable for indirect or consequential losses, such as lost profits or data, and our total liability to you for any claim is limited to the amount you paid us in the 12 months before the claim arose.",
        "Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for anything else that cannot be limited by law, and nothing affects your statutory rights as a consumer.",
      ],
    },
    {
      title: "Changes to these terms",
      blocks: [
        "We may update these terms, for example when we add features or the law changes. We will post the new version here with its effective date and email account holders at least 30 days before a change that reduces your rights takes effect. If you do not agree, you may cancel before it does.",
      ],
    },
    {
      title: "Governing law and disputes",
      blocks: [
        "These terms are governed by the laws of Singapore. Please contact us first so we can try to resolve any dispute informally. If we cannot, the courts of Singapore have jurisdiction, without depriving you of the protection of the mandatory laws of the country where you live.",
      ],
    },
    {
      title: "Contact",
      blocks: [
        `Questions about these terms: [${legalEmail}](mailto:${legalEmail}). Help with your account or the Service: [${supportEmail}](mailto:${supportEmail}) or our [support page](/support).`,
      ],
    },
  ],
};
