import { Link2 } from "lucide-react";
import { blogCopy } from "~/copy/blog/blog-copy";
import { buttonClass } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { shareLinks, type ShareLink } from "./share-links";

const copy = blogCopy.article;

/** Brand marks drawn inline: lucide-react has no X, Facebook or LinkedIn logos. */
function NetworkIcon({ network }: { network: ShareLink["network"] }) {
  const paths = {
    x: "M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.84-6.32L5.45 21H2.38l7.17-8.2L2 3h6.33l4.37 5.78zm-1.08 16.2h1.7L7.4 4.73H5.58z",
    facebook:
      "M14 8.5V6.6c0-.83.2-1.4 1.45-1.4H17V2.2A20 20 0 0 0 14.73 2C12.5 2 11 3.36 11 5.86V8.5H8.5v3.2H11V22h3V11.7h2.55l.4-3.2z",
    linkedin:
      "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zm6.5 0h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1V21h-4v-4.9c0-1.17-.02-2.67-1.63-2.67-1.63 0-1.88 1.27-1.88 2.59V21h-3.9z",
  } as const;
  return (
    <svg viewBox="0 0 24 24" className="size-4" fill="currentColor" aria-hidden="true">
      <path d={paths[network]} />
    </svg>
  );
}

/** X, Facebook and LinkedIn share pages in a new tab, and copy link (with a toast). */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: copy.copiedTitle, description: copy.copiedText });
    } catch {
      toast({
        variant: "destructive",
        title: copy.copyFailedTitle,
        description: copy.copyFailedText,
      });
    }
  };
  return (
    <section aria-labelledby="share-heading" data-print="hide">
      <h2 id="share-heading" className="text-sm font-semibold">
        {copy.shareHeading}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${link.label} (opens in a new tab)`}
              className={buttonClass({ variant: "outline", size: "icon" })}
            >
              <NetworkIcon network={link.network} />
            </a>
          </li>
        ))}
        <li>
          <button type="button" onClick={copyLink} className={buttonClass({ variant: "outline" })}>
            <Link2 aria-hidden="true" />
            {copy.copyLink}
          </button>
        </li>
      </ul>
    </section>
  );
}
