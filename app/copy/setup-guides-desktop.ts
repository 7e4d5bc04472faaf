/** OpenVPN and WireGuard setup on Windows, macOS and Linux. */
import { getOvpnFile, getWireguardFile, type SetupGuide } from "./setup-guide-types";

export const windowsGuide: SetupGuide = {
  id: "windows",
  name: "Windows",
  openvpn: {
    steps: [
      "Download and install OpenVPN Connect for Windows from openvpn.net.",
      getOvpnFile,
      "Open OpenVPN Connect, choose Upload File and select or drag in the .ovpn file.",
      "Enter your OpenVPN username, tick Save password if you like, and select Connect. Enter the password when asked.",
    ],
    notes:
      "Allow OpenVPN Connect to install its network adapter the first time it asks. Each .ovpn file becomes a separate profile: import one per location you use.",
  },
  wireguard: {
    steps: [
      "Download and install WireGuard for Windows from wireguard.com/install.",
      getWireguardFile,
      "Open WireGuard, select Import tunnel(s) from file and choose the .conf file.",
      "Select Activate. The status turns to Active and the latest handshake time starts updating.",
    ],
    notes:
      "Each configuration holds a private key for one device: generate one per device and never share the file. Keep “Block untunneled traffic (kill-switch)” ticked in the tunnel's settings so nothing leaks while the tunnel is down.",
  },
};

export const macosGuide: SetupGuide = {
  id: "macos",
  name: "macOS",
  openvpn: {
    steps: [
      "Install Tunnelblick, a free and open-source OpenVPN client, from tunnelblick.net.",
      getOvpnFile,
      "Double-click the .ovpn file. Choose to install the configuration for Only Me and enter your Mac's password.",
      "Click the Tunnelblick icon in the menu bar, choose Connect, and enter your OpenVPN username and password.",
    ],
    notes:
      "Tunnelblick asks for your Mac's password because changing network settings needs administrator rights. Prefer no extra app? Our macOS app sets up IKEv2/IPSec, which macOS supports natively.",
  },
  wireguard: {
    steps: [
      "Install WireGuard from the Mac App Store.",
      getWireguardFile,
      "Open WireGuard from the menu bar, choose Import Tunnel(s) from File… and select the .conf file.",
      "Click Allow when macOS asks to add VPN configurations, then click Activate.",
    ],
    notes:
      "To connect automatically on untrusted networks, edit the tunnel and turn on On-Demand for Wi-Fi, excluding your home network by name if you wish.",
  },
};

export const linuxGuide: SetupGuide = {
  id: "linux",
  name: "Linux",
  openvpn: {
    steps: [
      {
        text: "Install OpenVPN (on Fedora: sudo dnf install openvpn).",
        command: "sudo apt install openvpn",
      },
      getOvpnFile,
      {
        text: "Connect from the folder holding the file, and enter your OpenVPN username and password when prompted.",
        command: "sudo openvpn --config umbra-singapore-udp.ovpn",
      },
      {
        text: "To connect at boot, save the file as /etc/openvpn/client/umbra.conf and enable the service.",
        command: "sudo systemctl enable --now openvpn-client@umbra",
      },
    ],
    notes:
      "The command-line client does not change your DNS settings by itself. To avoid DNS leaks, import the .ovpn file through NetworkManager instead (install network-manager-openvpn-gnome, then Settings → Network → VPN → + → Import from file), or use a resolver script. A service started at boot needs your credentials in a file readable only by root, named in the configuration's auth-user-pass line.",
  },
  wireguard: {
    steps: [
      {
        text: "Install the WireGuard tools (on Fedora: sudo dnf install wireguard-tools).",
        command: "sudo apt install wireguard",
      },
      {
        text: "Generate and download a configuration in the client area, then move it into place, readable only by root.",
        command: "sudo install -m 600 umbra.conf /etc/wireguard/umbra.conf",
      },
      { text: "Bring the tunnel up.", command: "sudo wg-quick up umbra" },
      {
        text: "Check the latest handshake, and disconnect later with sudo wg-quick down umbra.",
        command: "sudo wg show",
      },
      {
        text: "To connect at boot, enable the service.",
        command: "sudo systemctl enable --now wg-quick@umbra",
      },
    ],
    notes:
      "wg-quick applies the configuration's DNS line through resolvconf. If it reports “resolvconf: command not found”, install the openresolv package (or systemd-resolved's resolvconf) and try again.",
  },
};
