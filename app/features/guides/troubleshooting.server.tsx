import type { CtaLink } from "~/copy/content-types";
import type { TroubleshootingTopic } from "~/copy/setup-guides";
import { ButtonLink } from "~/components/ui/button";
import { DetailsAccordion } from "~/components/ui/details-accordion";

/** The troubleshooting topics, each a list of tips that opens on `<details>`, and the way to support. */
export function Troubleshooting({
  topics,
  contact,
}: {
  topics: readonly TroubleshootingTopic[];
  contact: CtaLink;
}) {
  return (
    <>
      <DetailsAccordion
        name="troubleshooting"
        items={topics.map((topic) => ({
          id: topic.id,
          title: topic.title,
          content: (
            <ul className="grid list-disc gap-2 pl-5 marker:text-primary">
              {topic.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          ),
        }))}
      />
      <p className="mt-8 text-center">
        <ButtonLink variant="outline" to={contact.href}>
          {contact.label}
        </ButtonLink>
      </p>
    </>
  );
}
