/** A setup guide per platform: steps and notes for OpenVPN and for WireGuard. */

/** One step; `command` is a line to type in a terminal, shown as code. */
export type SetupStep = string | { text: string; command: string };

export type ProtocolGuide = { steps: SetupStep[]; notes: string };

export type SetupGuide = {
  id: "windows" | "macos" | "ios" | "android" | "linux";
  name: string;
  openvpn: ProtocolGuide;
  wireguard: ProtocolGuide;
};

/** Steps shared by every platform: where the configuration files come from. */
export const getOvpnFile =
  "Sign in to the client area and open Manual setup → OpenVPN. Note your OpenVPN username and password (they are not your account login), choose a location and protocol, UDP 1194 for speed or TCP 443 for restrictive networks, and download its .ovpn file.";

export const getWireguardFile =
  "Sign in to the client area, open Manual setup → WireGuard, choose a location and select Generate configuration. Download the .conf file.";
