import type { FormEvent, ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { TextField } from "~/components/ui/form-fields";

/** A card holding an admin form, under a section heading and a line about it. */
export function AdminFormCard({
  heading,
  description,
  children,
}: {
  heading: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{heading}</h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

type TopicFormCopy = {
  heading: string;
  description: string;
  topicLabel: string;
  topicPlaceholder: string;
  submit: string;
  pending: string;
};

/**
 * An admin creation form around a topic (useTopicForm): the card, the topic field, the fields
 * the form adds (`children`) and the submit button, which shows the pending text while sending.
 */
export function AdminTopicForm({
  id,
  copy,
  form,
  icon,
  submitDisabled = false,
  autoFocus,
  children,
}: {
  /** Prefix of the form's field ids ("content" → "content-topic"). */
  id: string;
  copy: TopicFormCopy;
  form: {
    topic: string;
    setTopic: (topic: string) => void;
    pending: boolean;
    submit: (event: FormEvent) => void;
  };
  icon: ReactNode;
  submitDisabled?: boolean;
  autoFocus?: boolean;
  children: ReactNode;
}) {
  return (
    <AdminFormCard heading={copy.heading} description={copy.description}>
      <form className="grid gap-5" onSubmit={form.submit} aria-busy={form.pending}>
        <TextField
          id={`${id}-topic`}
          label={copy.topicLabel}
          value={form.topic}
          maxLength={200}
          autoFocus={autoFocus}
          placeholder={copy.topicPlaceholder}
          onChange={form.setTopic}
        />
        {children}
        <div>
          <Button type="submit" disabled={submitDisabled} busy={form.pending}>
            {icon}
            {form.pending ? copy.pending : copy.submit}
          </Button>
        </div>
      </form>
    </AdminFormCard>
  );
}
