/**
 * The privacy tools directory's data ("Privacy tool", about 50 entries), kept in
 * files by category group. Facts follow the tools' own public pages; where an audit was not
 * certain, the entry says "Not Audited". Review figures are rounded snapshots of the review
 * sites, shown as approximate; the links go to the live pages.
 */
import { communicationTools } from "./communication-tools";
import { everydayTools } from "./everyday-tools";
import { fileTools } from "./file-tools";
import { networkTools } from "./network-tools";
import { protectionTools } from "./protection-tools";
import { securityTools } from "./security-tools";
import type { PrivacyTool } from "./taxonomy";
import { webTools } from "./web-tools";

export const privacyTools: readonly PrivacyTool[] = [
  ...webTools,
  ...networkTools,
  ...communicationTools,
  ...securityTools,
  ...protectionTools,
  ...fileTools,
  ...everydayTools,
];
