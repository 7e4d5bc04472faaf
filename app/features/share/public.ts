/** What other features may use of share (scripts/layers.mjs: one feature reaches another only through here). */
export { ShareButton } from "./lazy-share-button";
export { openShareLink, shareLinkExpired } from "./share-client";
export { useShareToken } from "./use-share-token";
export {
  shareableNetworkName,
  type CheckStatus,
  type ConnectionReportShare,
  type ReportCheckId,
  type ReportFinding,
} from "./share-types";
