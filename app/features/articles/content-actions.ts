import { toast } from "~/components/ui/use-toast";
import { contentAdminCopy } from "~/copy/admin-content";
import { apiGet, apiErrorText } from "~/lib/api-client/api-client";
import { apiSend } from "~/lib/api-client/api-send";
import { revisionTag } from "~/lib/http/revision-tag";
import type { ContentItemJson } from "./content-item";

/** What an action needs of an item, listed or whole. */
type ItemRef = Pick<ContentItemJson, "id" | "title" | "revision">;

/**
 * Every change is based on the revision the admin saw: the server refuses it (412, with a
 * message saying so) once another admin or the schedule has changed the item since.
 */
function basedOn(item: ItemRef) {
  return { headers: { "If-Match": revisionTag(item.revision) } };
}

const notices = contentAdminCopy.notices;

/** The toast that says an action failed, with the server's message. */
function toastFailure(text: string) {
  toast({ variant: "destructive", title: notices.actionFailed, description: text });
}

/**
 * PATCH /api/content/{id}; a toast tells the outcome, or `showFailure` shows a failure where
 * the change was asked for (a modal dialog: a toast would sit behind it). Resolves to whether
 * it worked.
 */
export async function patchContent(
  item: ItemRef,
  changes: Record<string, unknown>,
  success: { title: string; description: string },
  showFailure: (text: string) => void = toastFailure,
): Promise<boolean> {
  try {
    await apiSend("PATCH", `/api/content/${item.id}`, changes, basedOn(item));
    toast(success);
    return true;
  } catch (error) {
    showFailure(apiErrorText(error));
    return false;
  }
}

/** DELETE /api/content/{id}; a toast tells the outcome. */
export async function deleteContentItem(item: ItemRef): Promise<void> {
  try {
    await apiSend("DELETE", `/api/content/${item.id}`, {}, basedOn(item));
    toast(notices.deleted(item.title));
  } catch (error) {
    toastFailure(apiErrorText(error));
  }
}

/** GET /api/content/{id}: the whole item, body included, to edit; a toast tells a failure. */
export async function loadContentItem(item: ItemRef): Promise<ContentItemJson | null> {
  try {
    return await apiGet<ContentItemJson>(`/api/content/${item.id}`);
  } catch (error) {
    toastFailure(apiErrorText(error));
    return null;
  }
}
