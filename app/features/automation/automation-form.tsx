import { CalendarClock } from "lucide-react";
import { useState } from "react";
import { AdminTopicForm } from "~/components/layout/admin-form-card";
import { SelectField } from "~/components/ui/form-fields";
import { automationAdminCopy } from "~/copy/admin-content";
import { apiSend } from "~/lib/api-client/api-send";
import { useTopicForm } from "~/hooks/use-topic-form";
import {
  automationArticleTypeInfo,
  automationArticleTypes,
  automationDefaults,
  frequencies,
  frequencyLabels,
} from "./automation-options";

const copy = automationAdminCopy.form;
const notices = automationAdminCopy.notices;

/** Topic or Theme, Article Type, Generation Frequency, Create Automation. */
export function AutomationForm({
  onCreated,
  autoFocus,
}: {
  onCreated: () => Promise<void>;
  autoFocus?: boolean;
}) {
  const [articleType, setArticleType] = useState(automationDefaults.articleType);
  const [frequency, setFrequency] = useState(automationDefaults.frequency);
  const form = useTopicForm({
    send: (topic) =>
      apiSend("POST", "/api/blog-automation", {
        topic,
        articleType,
        frequency,
        settings: automationDefaults.settings,
      }),
    after: async () => {
      setArticleType(automationDefaults.articleType);
      setFrequency(automationDefaults.frequency);
      await onCreated();
    },
    success: notices.created,
    failureTitle: notices.createFailed,
  });

  return (
    <AdminTopicForm
      id="automation"
      copy={copy}
      form={form}
      icon={<CalendarClock aria-hidden="true" />}
      autoFocus={autoFocus}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id="automation-article-type"
          label={copy.articleTypeLabel}
          value={articleType}
          options={automationArticleTypes.map(
            (value) => [value, automationArticleTypeInfo[value].label] as const,
          )}
          onChange={setArticleType}
        />
        <SelectField
          id="automation-frequency"
          label={copy.frequencyLabel}
          value={frequency}
          options={frequencies.map((value) => [value, frequencyLabels[value]] as const)}
          onChange={setFrequency}
        />
      </div>
    </AdminTopicForm>
  );
}
