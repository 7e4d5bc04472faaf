/** Acceptable Use Policy: what the network may not be used for. */
import { site } from "../../config/site";
import { abuseEmail } from "../support-channels";
import { legalEffectiveDate, type LegalDocument } from "./types";

export const acceptableUsePolicy: LegalDocument = {
  effectiveDate: legalEffectiveDate,
  intro: [
    `${site.name} exists to protect people's privacy. We keep no logs of what you do, and in return we ask everyone to use the network responsibly, so it stays fast and welcome on the wider internet. This policy is part of our [Terms of Use](/legal/terms).`,
  ],
  sections: [
    {
      title: "Illegal activity",
      blocks: [
        "Do not use the service for anything that is illegal where you are or where the service you reach is, including:",
        {
          list: [
            "material that sexually exploits children, in any form;",
            "fraud, phishing, identity theft or trading in stolen data or payment cards;",
            "harassment, stalking, threats or incitement to violence;",
            "distributing malware or operating botnets;",
            "infringing copyright or other intellectual property rights.",
          ],
        },
      ],
    },
    {
      title: "Attacks and abuse of networks",
      blocks: [
        {
          list: [
            "No denial-of-service attacks, port scanning, vulnerability scanning or attempts to break into systems you are not authorised to test.",
            "No sending of spam or unsolicited bulk messages, and no running of open mail relays or open proxies.",
            "No attempts to disrupt, probe or overload our own servers, or to get around the device limit of your plan.",
          ],
        },
      ],
    },
    {
      title: "Fair use of the network",
      blocks: [
        "Bandwidth is unlimited for personal use. Peer-to-peer file sharing of legal content is welcome on our P2P-optimised servers. Running public servers, reselling access or routing traffic for others is not allowed without a business plan that provides for it.",
      ],
    },
    {
      title: "Your own accounts elsewhere",
      blocks: [
        "Changing your IP address can conflict with the terms of other services, such as streaming platforms. You are responsible for following the terms of the services you use.",
      ],
    },
    {
      title: "What we do about breaches",
      blocks: [
        "Because we keep no activity logs, we act on the account and its behaviour on our network, not on records of what you did. Depending on how serious the breach is, we may warn you, limit the account (for example by blocking outgoing mail ports), suspend it, or close it without refund, as the Terms of Use describe.",
      ],
    },
    {
      title: "Reporting abuse",
      blocks: [
        `If traffic from one of our IP addresses is abusing your network or service, email [${abuseEmail}](mailto:${abuseEmail}) with the IP address, the exact time with its time zone, and what happened. We answer every report within 2 business days and act on the server side, for example by blocking ports or destinations involved in the abuse.`,
      ],
    },
  ],
};
