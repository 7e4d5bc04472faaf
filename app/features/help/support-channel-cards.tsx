import { Mail, MessageCircle, Phone, type LucideIcon } from "lucide-react";
import { clientAreaLink } from "~/config/site";
import type { ChannelIcon, SupportChannel } from "~/copy/support";
import { buttonClass } from "~/components/ui/button";
import { IconTile } from "~/components/ui/icon-tile";

const icons: Record<ChannelIcon, LucideIcon> = { chat: MessageCircle, mail: Mail, phone: Phone };

/** Live chat, email and phone, each with what it is good for and a button to use it. */
export function SupportChannelCards({
  channels,
  clientAreaUrl,
}: {
  channels: readonly SupportChannel[];
  clientAreaUrl: string;
}) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {channels.map((channel, index) => {
        const Icon = icons[channel.icon];
        const href =
          channel.action.kind === "mailto"
            ? `mailto:${channel.action.address}`
            : clientAreaLink(clientAreaUrl, "support");
        return (
          <li
            key={channel.title}
            className="flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
          >
            <IconTile icon={Icon} />
            <h3 className="mt-5 text-lg font-semibold">{channel.title}</h3>
            <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">
              {channel.text}
            </p>
            <p className="mt-4 text-sm font-medium break-words">{channel.detail}</p>
            <a
              href={href}
              className={`mt-5 ${buttonClass({ variant: index === 0 ? "default" : "outline" })}`}
            >
              {channel.action.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
