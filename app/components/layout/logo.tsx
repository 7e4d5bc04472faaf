import { useId } from "react";
import { Link } from "react-router";
import { site } from "~/config/site";
import { cn } from "~/components/ui/cn";

export function LogoMark({ className }: { className?: string }) {
  // The header and footer both draw the mark; each needs its own gradient id.
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8 shrink-0", className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#5b21b6" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path
        d="M16 6.5l7.5 2.8v5.6c0 4.9-3.2 8.9-7.5 10.6-4.3-1.7-7.5-5.7-7.5-10.6V9.3z"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
      <path d="M16 11.5a3.8 3.8 0 1 0 0 7.6 2.8 2.8 0 0 1 0-7.6z" fill="#fff" />
    </svg>
  );
}

/** The brand lockup; a link to the home page unless `asLink` is false. */
export function Logo({
  className,
  asLink = true,
  compact = false,
}: {
  className?: string;
  asLink?: boolean;
  /** Hide the wordmark between md and lg, where the desktop bar is tight. */
  compact?: boolean;
}) {
  const content = (
    <>
      <LogoMark />
      <span
        className={cn(
          "text-lg font-bold tracking-tight whitespace-nowrap",
          compact && "md:max-lg:hidden",
        )}
      >
        {site.shortName}
        <span className="font-semibold text-primary">{site.name.slice(site.shortName.length)}</span>
      </span>
    </>
  );
  const classes = cn("inline-flex items-center gap-2 rounded-lg text-foreground", className);
  if (!asLink) return <span className={classes}>{content}</span>;
  return (
    <Link to="/" aria-label={`${site.name} home`} className={classes}>
      {content}
    </Link>
  );
}
