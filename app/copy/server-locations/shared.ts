/** What every location has in common: the protocols and ciphers of the network. */
export const protocols = ["OpenVPN", "IKEv2", "WireGuard"];
export const encryption = ["AES-256-GCM", "ChaCha20"];
export const ramOnly = "Diskless RAM-only servers: nothing is written to a drive";
