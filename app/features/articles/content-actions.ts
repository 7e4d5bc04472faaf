import { toast } from "~/components/ui/use-toast";
import { contentAdminCopy } from "~/copy/admin-content";
import { apiSend, apiErrorText } from "~/lib/api-client/api-client";
import type { ContentItemJson } from "./content-item";

const notices = contentAdminCopy.notices;

/**
 * PATCH /api/content/{id}; a toast tells the outcome, or `showFailure` shows a failure where
 * the change was asked for (a modal dialog: a toast would sit behind it). Resolves to whether
 * it worked.
 */
export async function patchContent(
  item: ContentItemJson,
  changes: Record<string, unknown>,
  success: { title: string; description: string },
  showFailure: (text: string) => void = (text) =>
    toast({ variant: "destructive", title: notices.actionFailed, description: text }),
): Promise<boolean> {
  try {
    await apiSend("PATCH", `/api/content/${item.id}`, changes);
    toast(success);
    return true;
  } catch (error) {
    showFailure(apiErrorText(error));
    return false;
  }
}

export async function deleteContentItem(item: ContentItemJson): Promise<boolean> {
  try {
    await apiSend("DELETE", `/api/content/${item.id}`, {});
    toast(notices.deleted(item.title));
    return true;
  } catch (error) {
    toast({
      variant: "destructive",
      title: notices.actionFailed,
      description: apiErrorText(error),
    });
    return false;
  }
}
