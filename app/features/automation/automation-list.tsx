import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { toast } from "~/components/ui/use-toast";
import { automationAdminCopy } from "~/copy/admin-content";
import { apiErrorText } from "~/lib/api-client/api-client";
import { apiSend } from "~/lib/api-client/api-send";
import { ApiListView } from "~/components/layout/api-list-view";
import type { ApiListState } from "~/hooks/use-api-list";
import { formatDateTime } from "~/lib/text/format-date";
import { withVisibleDirectionControls } from "~/features/articles/public";
import type { AutomationJson } from "./automation-json";
import { automationArticleTypeInfo, frequencyLabels } from "./automation-options";

const copy = automationAdminCopy.list;

/** The automations with their state, schedule, last run and on/off switch. */
export function AutomationList({
  state,
  reload,
}: {
  state: ApiListState<AutomationJson>;
  reload: () => Promise<void>;
}) {
  return (
    <ApiListView
      id="automation-list-heading"
      heading={copy.heading}
      state={state}
      copy={copy}
      renderItem={(listed) => {
        // Shown and named by its topic, which cannot reorder the text around it.
        const automation = { ...listed, topic: withVisibleDirectionControls(listed.topic) };
        return <AutomationCard automation={automation} reload={reload} />;
      }}
    />
  );
}

function lastRunText(automation: AutomationJson): string {
  const { lastRunAt, lastRunStatus, lastRunError } = automation;
  if (!lastRunAt || !lastRunStatus) return copy.lastRun.never;
  const when = formatDateTime(lastRunAt);
  if (lastRunStatus === "error") return copy.lastRun.error(when, lastRunError ?? "");
  return copy.lastRun[lastRunStatus](when);
}

function AutomationCard({
  automation,
  reload,
}: {
  automation: AutomationJson;
  reload: () => Promise<void>;
}) {
  const [pending, setPending] = useState(false);
  async function toggle() {
    // Busy, not disabled, while the change is saved: a disabled switch drops the keyboard focus.
    if (pending) return;
    setPending(true);
    try {
      await apiSend("PATCH", `/api/blog-automation/${automation.id}`, {
        isActive: !automation.isActive,
      });
      await reload();
    } catch (error) {
      toast({
        variant: "destructive",
        title: automationAdminCopy.notices.toggleFailed,
        description: apiErrorText(error),
      });
    } finally {
      setPending(false);
    }
  }
  return (
    <Card data-slot="automation-item">
      <div className="grid gap-2 px-6">
        <div className="flex items-start justify-between gap-4">
          <div className="grid min-w-0 gap-2">
            <h3 className="text-base font-semibold text-balance wrap-anywhere">
              {automation.topic}
            </h3>
            <div className="flex flex-wrap gap-1.5">
              <Badge variant={automation.isActive ? "default" : "outline"}>
                {automation.isActive ? copy.active : copy.paused}
              </Badge>
              <Badge variant="secondary">
                {automationArticleTypeInfo[automation.articleType]?.label ?? automation.articleType}
              </Badge>
              <Badge variant="outline">{frequencyLabels[automation.frequency]}</Badge>
            </div>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={automation.isActive}
            aria-label={copy.switchLabel(automation.topic)}
            aria-disabled={pending || undefined}
            aria-busy={pending || undefined}
            onClick={toggle}
            className={cn(
              "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-disabled:opacity-50",
              automation.isActive ? "bg-primary" : "bg-input",
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                "size-5 rounded-full bg-background shadow transition-transform",
                automation.isActive ? "translate-x-5" : "translate-x-0",
              )}
            />
          </button>
        </div>
        {automation.nextScheduled ? (
          <p className="text-sm text-muted-foreground">
            {copy.next(formatDateTime(automation.nextScheduled))}
          </p>
        ) : null}
        <p
          data-slot="last-run"
          className={cn(
            "text-sm wrap-anywhere",
            automation.lastRunStatus === "error" ? "text-destructive" : "text-muted-foreground",
          )}
        >
          {lastRunText(automation)}
        </p>
        {automation.retryAt ? (
          <p data-slot="retry" className="text-sm text-muted-foreground">
            {copy.retry(formatDateTime(automation.retryAt))}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
