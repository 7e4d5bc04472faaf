/** Copy for /how-to-use: a guide per platform and the troubleshooting accordion. */
import type { CtaLink } from "./content-types";
import { linuxGuide, macosGuide, windowsGuide } from "./setup-guides-desktop";
import { androidGuide, iosGuide } from "./setup-guides-mobile";
import type { SetupGuide } from "./setup-guide-types";

/** In tab order. */
export const setupGuides: SetupGuide[] = [
  windowsGuide,
  macosGuide,
  iosGuide,
  androidGuide,
  linuxGuide,
];

export type TroubleshootingTopic = { id: string; title: string; tips: string[] };

export const howToUsePage = {
  tabsLabel: "Platform",
  guidesHeading: "Set up with OpenVPN or WireGuard",
  guidesLead:
    "Our apps do all of this for you. These steps are for using the official OpenVPN and WireGuard apps instead, or for devices our apps do not cover.",
  protocolNames: { openvpn: "OpenVPN", wireguard: "WireGuard" },
  notesLabel: "Notes",
  troubleshooting: {
    heading: "Troubleshooting",
    lead: "Most problems are solved by one of these. If not, our support team is one message away.",
    topics: [
      {
        id: "troubleshooting-connection",
        title: "Connection: it will not connect, or keeps disconnecting",
        tips: [
          "Try another server location, then another protocol: OpenVPN over TCP port 443 gets through most restrictive networks.",
          "On hotel, airport or café Wi-Fi, open any web page and accept the network's sign-in page before connecting.",
          "Check that your device's date and time are set automatically: certificate checks fail when the clock is wrong.",
          "Allow the VPN app in your firewall or antivirus, and make sure no other VPN app is connected at the same time.",
        ],
      },
      {
        id: "troubleshooting-performance",
        title: "Performance: slow speeds or high ping",
        tips: [
          "Connect to the nearest location, or use Fastest server, and choose WireGuard.",
          "On OpenVPN, use UDP rather than TCP unless the network blocks it.",
          "Measure your speed with the VPN off, then on: the difference shows what the VPN costs, separate from your line.",
          "Use a cable or a 5 GHz Wi-Fi network, and turn on split tunnelling for apps that do not need the VPN.",
        ],
      },
      {
        id: "troubleshooting-software",
        title: "Software: the app crashes, hangs or will not install",
        tips: [
          "Update the app and your operating system, then restart the device.",
          "On Windows, reinstalling the app restores a missing or damaged network adapter.",
          "On macOS and iOS, remove the VPN configuration in Settings → VPN and let the app add it again.",
          "Still stuck? Send us the app's log from its settings screen with your message: it speeds up the answer.",
        ],
      },
    ] satisfies TroubleshootingTopic[],
    contact: { label: "Contact Support", href: "/support" } satisfies CtaLink,
  },
};
