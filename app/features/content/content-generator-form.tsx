import { Sparkles } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { cn } from "~/components/ui/cn";
import { Input, Label } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { contentAdminCopy } from "~/content/admin-content";
import { apiSend, errorMessage } from "~/features/api-client/api-client";
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

export const selectClass =
  "h-10 w-full rounded-lg border border-input bg-background px-3 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 focus-visible:outline-none sm:text-sm";

/** Topic, Page / Blog Post, article type (blogs), Generate Content (spec §2, §4). */
export function ContentGeneratorForm({
  onGenerated,
  autoFocus,
}: {
  onGenerated: () => Promise<void>;
  autoFocus?: boolean;
}) {
  const [topic, setTopic] = useState("");
  const [type, setType] = useState<ContentType>("page");
  const [articleType, setArticleType] = useState<ArticleType>("how-to");
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!topic.trim()) {
      toast({ variant: "destructive", ...notices.topicRequired });
      return;
    }
    setPending(true);
    try {
      await apiSend("POST", "/api/content/generate", {
        topic,
        type,
        ...(type === "blog" ? { articleType } : {}),
      });
      setTopic("");
      await onGenerated();
      toast(notices.generated);
    } catch (error) {
      toast({
        variant: "destructive",
        title: notices.generateFailed,
        description: errorMessage(error),
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{copy.heading}</h2>
        <CardDescription>{copy.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-5" onSubmit={submit} aria-busy={pending}>
          <div className="grid gap-2">
            <Label htmlFor="content-topic">{copy.topicLabel}</Label>
            <Input
              id="content-topic"
              name="topic"
              value={topic}
              maxLength={200}
              autoFocus={autoFocus}
              placeholder={copy.topicPlaceholder}
              onChange={(event) => setTopic(event.target.value)}
            />
          </div>
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
            <div className="grid gap-2">
              <Label htmlFor="content-article-type">{copy.articleTypeLabel}</Label>
              <select
                id="content-article-type"
                className={selectClass}
                value={articleType}
                aria-describedby="content-article-type-description"
                onChange={(event) => setArticleType(event.target.value as ArticleType)}
              >
                {articleTypes.map((value) => (
                  <option key={value} value={value}>
                    {articleTypeInfo[value].label}
                  </option>
                ))}
              </select>
              <p id="content-article-type-description" className="text-sm text-muted-foreground">
                {articleTypeInfo[articleType].description}
              </p>
            </div>
          ) : null}
          <div>
            <Button type="submit" disabled={!topic || pending}>
              <Sparkles aria-hidden="true" />
              {pending ? copy.pending : copy.submit}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
