import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { Input, Label } from "~/components/ui/input";
import { contentAdminCopy } from "~/copy/admin-content";
import { ArticleHtml } from "~/components/ui/article-html";
import { patchContent } from "./content-actions";
import { type ContentItemJson, fromLocalInput, publicPath, toLocalInput } from "./content-item";

const copy = contentAdminCopy.editor;

/**
 * Opens an item: edit its title, address and HTML, set or clear its publication time. A save
 * is based on the revision opened: once another admin or the schedule has changed the item,
 * it is refused and the dialog says so, keeping what was typed. Closes after a save.
 */
export function ContentEditor({ item, onClose }: { item: ContentItemJson; onClose: () => void }) {
  const [title, setTitle] = useState(item.title);
  const [slug, setSlug] = useState(item.slug);
  const [content, setContent] = useState(item.content);
  const [schedule, setSchedule] = useState(toLocalInput(item.scheduledFor));
  const [pending, setPending] = useState(false);
  /** The server's answer to a failed save, shown in the dialog (a toast would be behind it). */
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const changes: Record<string, unknown> = {};
    if (title !== item.title) changes.title = title;
    if (slug !== item.slug) changes.slug = slug;
    if (content !== item.content) changes.content = content;
    const scheduledFor = fromLocalInput(schedule);
    if (scheduledFor !== (item.scheduledFor && new Date(item.scheduledFor).toISOString())) {
      changes.scheduledFor = scheduledFor;
    }
    if (Object.keys(changes).length === 0) return onClose();
    setPending(true);
    setFailure(null);
    const saved = await patchContent(item, changes, contentAdminCopy.notices.saved, setFailure);
    setPending(false);
    if (saved) onClose();
  }

  return (
    <Dialog title={copy.heading} onClose={onClose} closeLabel={copy.close} size="wide">
      <form className="grid gap-4" onSubmit={submit} aria-busy={pending}>
        <div className="grid gap-2">
          <Label htmlFor="edit-title">{copy.titleLabel}</Label>
          <Input
            id="edit-title"
            value={title}
            required
            maxLength={200}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="edit-slug">{copy.slugLabel}</Label>
          <Input
            id="edit-slug"
            value={slug}
            required
            maxLength={80}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            aria-describedby="edit-slug-hint"
            onChange={(e) => setSlug(e.target.value)}
          />
          <p id="edit-slug-hint" className="text-sm text-muted-foreground">
            {copy.slugHint(publicPath({ type: item.type, slug }))}
          </p>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="edit-content">{copy.contentLabel}</Label>
          <textarea
            id="edit-content"
            value={content}
            required
            rows={10}
            aria-describedby="edit-content-hint"
            onChange={(e) => setContent(e.target.value)}
            className="w-full rounded-lg border border-input bg-background px-3 py-2 font-mono text-sm text-foreground focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 focus-visible:outline-none"
          />
          <p id="edit-content-hint" className="text-sm text-muted-foreground">
            {copy.contentHint}
          </p>
        </div>
        {item.published ? null : (
          <div className="grid gap-2">
            <Label htmlFor="edit-schedule">{copy.scheduleLabel}</Label>
            <div className="flex flex-wrap gap-2">
              <Input
                id="edit-schedule"
                type="datetime-local"
                value={schedule}
                aria-describedby="edit-schedule-hint"
                className="sm:max-w-64"
                onChange={(e) => setSchedule(e.target.value)}
              />
              {schedule ? (
                <Button type="button" variant="outline" onClick={() => setSchedule("")}>
                  {copy.clearSchedule}
                </Button>
              ) : null}
            </div>
            <p id="edit-schedule-hint" className="text-sm text-muted-foreground">
              {copy.scheduleHint}
            </p>
          </div>
        )}
        <details className="rounded-lg border p-4">
          <summary className="cursor-pointer text-sm font-medium">{copy.preview}</summary>
          <ArticleHtml html={item.content} className="mt-2" />
        </details>
        {failure ? (
          <p role="alert" className="text-sm break-words text-destructive">
            <span className="font-medium">{contentAdminCopy.notices.saveFailed}:</span> {failure}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {copy.close}
          </Button>
          <Button type="submit" busy={pending}>
            {pending ? copy.saving : copy.save}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
