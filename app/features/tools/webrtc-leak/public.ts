/** What other features may use of tools/webrtc-leak (scripts/layers.mjs: one feature reaches another only through here). */
export { runWebRtcCheck, type WebRtcOutcome } from "./run-webrtc-check";
