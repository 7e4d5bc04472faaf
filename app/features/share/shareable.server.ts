import { invalidInput } from "~/lib/http/parse-input";
import type { ShareRequest } from "./share-types";

export const UNKNOWN_NETWORK = "This network name is not one the IP database knows";

/**
 * Refuses (400) a share the schema admits but this site must not sign. A network name is shown
 * on the shared page, on our domain: only a name the provider database holds (what the report
 * itself showed), never a sentence of the sharer's ("URGENT: reinstall from …" beside the
 * verdict would be a ready-made lure).
 */
export async function checkShareable(
  request: ShareRequest,
  isNetworkName: (name: string) => Promise<boolean>,
): Promise<void> {
  const network = request.kind === "connection-report" ? request.result.network : null;
  if (network !== null && !(await isNetworkName(network))) {
    invalidInput(UNKNOWN_NETWORK, ["result", "network"]);
  }
}
