import { CalendarClock } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { Input, Label } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { automationAdminCopy } from "~/content/admin-content";
import { apiSend, errorMessage } from "~/features/api-client/api-client";
import { selectClass } from "~/features/content/content-generator-form";
import {
  type AutomationArticleType,
  type Frequency,
  automationArticleTypeInfo,
  automationArticleTypes,
  automationDefaults,
  frequencies,
  frequencyLabels,
} from "./automation-options";

const copy = automationAdminCopy.form;
const notices = automationAdminCopy.notices;

/** Topic or Theme, Article Type, Generation Frequency, Create Automation (spec §2, §4, §9). */
export function AutomationForm({
  onCreated,
  autoFocus,
}: {
  onCreated: () => Promise<void>;
  autoFocus?: boolean;
}) {
  const [topic, setTopic] = useState("");
  const [articleType, setArticleType] = useState(automationDefaults.articleType);
  const [frequency, setFrequency] = useState(automationDefaults.frequency);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!topic.trim()) {
      toast({ variant: "destructive", ...notices.topicRequired });
      return;
    }
    setPending(true);
    try {
      await apiSend("POST", "/api/blog-automation", {
        topic,
        articleType,
        frequency,
        settings: automationDefaults.settings,
      });
      setTopic("");
      setArticleType(automationDefaults.articleType);
      setFrequency(automationDefaults.frequency);
      await onCreated();
      toast(notices.created);
    } catch (error) {
      toast({
        variant: "destructive",
        title: notices.createFailed,
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
            <Label htmlFor="automation-topic">{copy.topicLabel}</Label>
            <Input
              id="automation-topic"
              value={topic}
              maxLength={200}
              autoFocus={autoFocus}
              placeholder={copy.topicPlaceholder}
              onChange={(event) => setTopic(event.target.value)}
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="automation-article-type">{copy.articleTypeLabel}</Label>
              <select
                id="automation-article-type"
                className={selectClass}
                value={articleType}
                onChange={(event) => setArticleType(event.target.value as AutomationArticleType)}
              >
                {automationArticleTypes.map((value) => (
                  <option key={value} value={value}>
                    {automationArticleTypeInfo[value].label}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-2">
              <Label htmlFor="automation-frequency">{copy.frequencyLabel}</Label>
              <select
                id="automation-frequency"
                className={selectClass}
                value={frequency}
                onChange={(event) => setFrequency(event.target.value as Frequency)}
              >
                {frequencies.map((value) => (
                  <option key={value} value={value}>
                    {frequencyLabels[value]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div>
            <Button type="submit" disabled={pending}>
              <CalendarClock aria-hidden="true" />
              {pending ? copy.pending : copy.submit}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
