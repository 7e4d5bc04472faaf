/** Copy for /business. */
import { site } from "../config/site";
import type { IconCard, SectionCopy } from "./content-types";
import { businessEmail } from "./support-channels";

export type BusinessIcon = "users" | "fingerprint" | "building" | "headset" | "receipt" | "network";

export const businessPage = {
  actions: {
    trial: {
      label: "Start Free Trial",
      toastTitle: "Trials start with a short conversation",
      toastText: `Email ${businessEmail} with your team's size and we will set up your trial within one business day.`,
    },
    demo: {
      label: "Schedule Demo",
      toastTitle: "Book a demo by email",
      toastText: `Send two times that suit you to ${businessEmail} and a solutions engineer will confirm one.`,
    },
  },
  features: {
    heading: "Built for the way teams work",
    lead: `Everything in ${site.name}, plus the controls an IT team needs to run it for everyone.`,
    items: [
      {
        icon: "users",
        title: "Team management",
        text: "Invite people, assign seats and remove access in seconds from one dashboard. Departing employees lose access the moment you remove them.",
      },
      {
        icon: "fingerprint",
        title: "Dedicated IPs",
        text: "A fixed address that belongs only to your team, for firewall allow-lists, remote desktops and admin panels.",
      },
      {
        icon: "building",
        title: "Enterprise security",
        text: "Single sign-on with SAML 2.0, role-based access for admins and enforced two-factor authentication.",
      },
      {
        icon: "headset",
        title: "24/7 priority support",
        text: "Your requests skip the queue and reach network engineers, with a named account manager on Enterprise plans.",
      },
      {
        icon: "receipt",
        title: "Centralised billing",
        text: "One invoice for the whole team. Add or remove users at any time; billing adjusts on the next cycle.",
      },
      {
        icon: "network",
        title: "Private gateways",
        text: "Give remote staff secure access to office networks and cloud resources without exposing them to the internet.",
      },
    ],
  } satisfies SectionCopy & { items: IconCard<BusinessIcon>[] },
  deployment: {
    heading: "Deployed in three steps",
    lead: "Most teams are protected within an afternoon, without touching a firewall.",
    steps: [
      {
        title: "Create your workspace",
        text: "Choose a plan, name your workspace and connect your identity provider, or invite people by email.",
      },
      {
        title: "Invite your team",
        text: "Everyone gets an email with the apps for their devices. With SSO they sign in with the account they already use at work.",
      },
      {
        title: "Connect and manage",
        text: "Your team connects in one click. You manage seats, dedicated IPs and gateways from the admin dashboard.",
      },
    ],
  },
  technical: {
    heading: "Technical features",
    lead: "For the people who will be asked how it works.",
    items: [
      "SAML 2.0 single sign-on with Okta, Microsoft Entra ID and Google Workspace",
      "Automatic user provisioning and removal with SCIM 2.0",
      "Role-based access control for workspace admins",
      "Dedicated static IPv4 addresses in the region you choose",
      "Site-to-site WireGuard gateways for offices and cloud networks",
      "Admin activity log of account changes (never of browsing)",
      "Enforced two-factor authentication for every member",
      "AES-256-GCM and ChaCha20-Poly1305 on 10 Gbps servers",
      "Apps for Windows, macOS, iOS, Android and Linux, with MDM deployment",
      "99.9% uptime service level agreement on Enterprise plans",
    ],
  },
  trust: {
    heading: "Trusted by teams at",
    customers: [
      "Northwind Logistics",
      "Helio Health",
      "Brightline Studio",
      "Kestrel Labs",
      "Meridian Legal",
      "Tidewater Finance",
    ],
  },
};
