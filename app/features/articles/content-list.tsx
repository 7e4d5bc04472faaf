import { ExternalLink, Pencil, Send, Trash2, Undo2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClass } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Dialog } from "~/components/ui/dialog";
import { contentAdminCopy } from "~/copy/admin-content";
import type { ApiListMore } from "~/components/layout/api-list-more";
import { ApiListView } from "~/components/layout/api-list-view";
import type { ApiListState } from "~/hooks/use-api-list";
import { articleTypeInfo, contentTypeLabels } from "./article-types";
import { deleteContentItem, loadContentItem, patchContent } from "./content-actions";
import { ContentEditor } from "./content-editor";
import { type ContentItemJson, type ContentListItemJson, publicPath } from "./content-item";
import { formatDateTime } from "~/lib/text/format-date";
import { withVisibleDirectionControls } from "./one-line-text";
import { ArticleHtml } from "~/components/ui/article-html";

const copy = contentAdminCopy.list;
const notices = contentAdminCopy.notices;

/** The content list, a page at a time, with its loading, error, empty and end states. */
export function ContentList({
  state,
  reload,
  more,
}: {
  state: ApiListState<ContentListItemJson>;
  reload: () => Promise<void>;
  more: ApiListMore;
}) {
  const [editing, setEditing] = useState<ContentItemJson>();
  const [deleting, setDeleting] = useState<ContentListItemJson>();

  return (
    <ApiListView
      id="content-list-heading"
      heading={copy.heading}
      state={state}
      more={more}
      copy={copy}
      renderItem={(listed) => {
        // Everywhere it is shown (card, dialog, notices) the title cannot reorder the text.
        const item = { ...listed, title: withVisibleDirectionControls(listed.title) };
        return (
          <ContentCard
            item={item}
            onOpen={async () => {
              // The list has no bodies: the editor gets the whole item.
              const whole = await loadContentItem(item);
              if (whole) setEditing(whole);
            }}
            onDelete={() => setDeleting(item)}
            reload={reload}
          />
        );
      }}
    >
      {editing ? (
        <ContentEditor
          item={editing}
          onClose={() => {
            // Saved or not, the list may be out of date (a save refused for a newer revision).
            setEditing(undefined);
            void reload();
          }}
        />
      ) : null}
      {deleting ? (
        <Dialog
          title={contentAdminCopy.confirmDelete.heading}
          description={contentAdminCopy.confirmDelete.text(deleting.title)}
          onClose={() => setDeleting(undefined)}
        >
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setDeleting(undefined)}>
              {contentAdminCopy.confirmDelete.cancel}
            </Button>
            <Button
              variant="destructive"
              onClick={async () => {
                const item = deleting;
                setDeleting(undefined);
                // Reloaded either way: a refusal may mean the list is out of date.
                await deleteContentItem(item);
                await reload();
              }}
            >
              {contentAdminCopy.confirmDelete.confirm}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </ApiListView>
  );
}

function ContentCard({
  item,
  onOpen,
  onDelete,
  reload,
}: {
  item: ContentListItemJson;
  onOpen: () => Promise<void>;
  onDelete: () => void;
  reload: () => Promise<void>;
}) {
  const [pending, setPending] = useState(false);
  const [opening, setOpening] = useState(false);
  async function open() {
    setOpening(true);
    await onOpen();
    setOpening(false);
  }
  async function setPublished(published: boolean) {
    setPending(true);
    const notice = published ? notices.published(item.title) : notices.unpublished(item.title);
    // Reloaded either way: a refusal may mean the list is out of date.
    await patchContent(item, { published }, notice);
    await reload();
    setPending(false);
  }
  return (
    <Card data-slot="content-item">
      <div className="grid gap-3 px-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h3 className="text-base font-semibold text-balance">{item.title}</h3>
          <div className="flex flex-wrap gap-1.5">
            <Badge variant="secondary">{contentTypeLabels[item.type]}</Badge>
            {item.type === "blog" && item.articleType ? (
              <Badge variant="outline">{articleTypeInfo[item.articleType].label}</Badge>
            ) : null}
            <Badge variant={item.published ? "default" : "outline"}>
              {item.published ? copy.published : copy.draft}
            </Badge>
            {!item.published && item.scheduledFor ? (
              <Badge variant="brand">{copy.scheduled(formatDateTime(item.scheduledFor))}</Badge>
            ) : null}
          </div>
        </div>
        <p className="text-sm text-muted-foreground">
          {item.createdAt ? copy.created(formatDateTime(item.createdAt)) : copy.createdUnknown}
        </p>
        <div
          data-slot="content-preview"
          className="max-h-32 overflow-hidden [mask-image:linear-gradient(to_bottom,black_60%,transparent)] text-sm"
        >
          <ArticleHtml html={item.preview} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={open}
            busy={opening}
            aria-label={`${copy.open}: ${item.title}`}
          >
            <Pencil aria-hidden="true" />
            {copy.open}
          </Button>
          <Button
            size="sm"
            variant={item.published ? "outline" : "default"}
            busy={pending}
            onClick={() => setPublished(!item.published)}
          >
            {item.published ? <Undo2 aria-hidden="true" /> : <Send aria-hidden="true" />}
            {item.published ? copy.unpublish : copy.publish}
          </Button>
          {item.published ? (
            <a
              className={buttonClass({ variant: "outline", size: "sm" })}
              href={publicPath(item)}
              target="_blank"
              rel="noreferrer"
            >
              <ExternalLink aria-hidden="true" />
              {copy.view}
            </a>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            onClick={onDelete}
            aria-label={`${copy.delete}: ${item.title}`}
          >
            <Trash2 aria-hidden="true" />
            {copy.delete}
          </Button>
        </div>
      </div>
    </Card>
  );
}
