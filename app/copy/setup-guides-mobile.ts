/** OpenVPN and WireGuard setup on iOS and Android. */
import { getWireguardFile, type SetupGuide } from "./setup-guide-types";

const alwaysOnNote =
  "For a system-wide kill switch, open Settings → Network & internet → VPN, tap the gear next to the app and turn on Always-on VPN and Block connections without VPN. Menu names vary a little between Android versions and phone makers.";

export const iosGuide: SetupGuide = {
  id: "ios",
  name: "iOS",
  openvpn: {
    steps: [
      "Install OpenVPN Connect from the App Store.",
      "In Safari on your iPhone or iPad, sign in to the client area, open Manual setup → OpenVPN, note your OpenVPN username and password, and download the .ovpn file for a location.",
      "Open the download, tap Share and choose OpenVPN. The app opens with the profile ready to import.",
      "Tap Add, enter your OpenVPN username and password, and allow iOS to add the VPN configuration.",
      "Turn on the profile's switch to connect.",
    ],
    notes:
      "A VPN indicator appears in the status bar while you are connected. IKEv2/IPSec needs no extra app at all: our iOS app sets it up natively.",
  },
  wireguard: {
    steps: [
      "Install WireGuard from the App Store.",
      "On a computer, sign in to the client area, open Manual setup → WireGuard, generate a configuration and choose Show QR code.",
      "In the WireGuard app tap Add a tunnel → Create from QR code, scan the code and name the tunnel.",
      "Tap Allow to add the VPN configuration, then turn on the tunnel's switch.",
    ],
    notes:
      "Turn on On-Demand Activation in the tunnel's settings to connect automatically on Wi-Fi, mobile data or both. The QR code contains your private key: close it once scanned.",
  },
};

export const androidGuide: SetupGuide = {
  id: "android",
  name: "Android",
  openvpn: {
    steps: [
      "Install OpenVPN Connect from Google Play.",
      "Sign in to the client area on your phone, open Manual setup → OpenVPN, note your OpenVPN username and password, and download the .ovpn file for a location.",
      "In OpenVPN Connect tap + → Upload File, pick the file from Downloads and tap Import.",
      "Enter your OpenVPN username and password, tap Connect and accept Android's connection request.",
    ],
    notes: alwaysOnNote,
  },
  wireguard: {
    steps: [
      "Install WireGuard from Google Play.",
      `${getWireguardFile} You can also show it as a QR code on another screen.`,
      "In WireGuard tap + and choose Import from file or archive, or Scan from QR code.",
      "Turn on the tunnel's switch and accept Android's connection request.",
    ],
    notes: alwaysOnNote,
  },
};
