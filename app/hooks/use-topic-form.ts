import { type FormEvent, useState } from "react";
import { toast } from "~/components/ui/use-toast";
import { apiErrorText } from "~/lib/api-client/api-client";

/** The notice for an empty topic (the server answers the same, app/features/articles/content-input.ts). */
const topicRequired = { title: "Error", description: "Please enter a topic" };

/**
 * A creation form around a topic: an empty topic gets the spec's notice and sends nothing;
 * otherwise `send` runs while `pending`, then the topic clears, `after` refreshes and the
 * success notice shows, or the failure notice shows with the server's message.
 */
export function useTopicForm(options: {
  send: (topic: string) => Promise<unknown>;
  after: () => Promise<void> | void;
  success: { title: string; description: string };
  failureTitle: string;
}) {
  const [topic, setTopic] = useState("");
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!topic.trim()) {
      toast({ variant: "destructive", ...topicRequired });
      return;
    }
    setPending(true);
    try {
      await options.send(topic);
      setTopic("");
      await options.after();
      toast(options.success);
    } catch (error) {
      toast({
        variant: "destructive",
        title: options.failureTitle,
        description: apiErrorText(error),
      });
    } finally {
      setPending(false);
    }
  }

  return { topic, setTopic, pending, submit };
}
