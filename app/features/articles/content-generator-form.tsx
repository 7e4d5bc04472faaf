import { Sparkles } from "lucide-react";
import { useState } from "react";
import { AdminTopicForm } from "~/components/layout/admin-form-card";
import { cn } from "~/components/ui/cn";
import { SelectField } from "~/components/ui/form-fields";
import { contentAdminCopy } from "~/copy/admin-content";
import { apiSend } from "~/lib/api-client/api-send";
import { useTopicForm } from "~/hooks/use-topic-form";
import {
  type ArticleType,
  type ContentType,
  articleTypeInfo,
  articleTypes,
  contentTypeLabels,
  contentTypes,
} from "./article-types";

const copy = contentAdminCopy.form;
const notices = contentAdminCopy.notices;

/** Topic, Page / Blog Post, article type (blogs), Generate Content. */
export function ContentGeneratorForm({
  onGenerated,
  autoFocus,
}: {
  onGenerated: () => Promise<void>;
  autoFocus?: boolean;
}) {
  const [type, setType] = useState<ContentType>("page");
  const [articleType, setArticleType] = useState<ArticleType>("how-to");
  const form = useTopicForm({
    send: (topic) =>
      apiSend("POST", "/api/content/generate", {
        topic,
        type,
        ...(type === "blog" ? { articleType } : {}),
      }),
    after: onGenerated,
    success: notices.generated,
    failureTitle: notices.generateFailed,
  });

  return (
    <AdminTopicForm
      id="content"
      copy={copy}
      form={form}
      icon={<Sparkles aria-hidden="true" />}
      submitDisabled={!form.topic}
      autoFocus={autoFocus}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{copy.typeLegend}</legend>
        <div className="inline-flex w-fit rounded-lg border bg-muted p-1">
          {contentTypes.map((value) => (
            <label
              key={value}
              className={cn(
                "cursor-pointer rounded-md px-4 py-1.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                type === value
                  ? "bg-background text-foreground shadow-sm"
                  : "text-muted-foreground hover:text-foreground",
              )}
            >
              <input
                type="radio"
                name="content-type"
                value={value}
                checked={type === value}
                onChange={() => setType(value)}
                className="sr-only"
              />
              {contentTypeLabels[value]}
            </label>
          ))}
        </div>
      </fieldset>
      {type === "blog" ? (
        <SelectField
          id="content-article-type"
          label={copy.articleTypeLabel}
          value={articleType}
          options={articleTypes.map((value) => [value, articleTypeInfo[value].label] as const)}
          onChange={setArticleType}
          hint={articleTypeInfo[articleType].description}
        />
      ) : null}
    </AdminTopicForm>
  );
}
