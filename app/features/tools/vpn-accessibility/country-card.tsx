import { ArrowRight, Info } from "lucide-react";
import { vpnAccessibilityCopy as copy } from "~/copy/tool-copy/vpn-accessibility";
import type { CountryRating } from "~/copy/vpn-accessibility/types";
import { ButtonLink } from "~/components/ui/button";
import { Badge } from "~/components/ui/badge";
import { toneBg, toneText } from "~/features/tools/shared/tone";
import { scoreLevel } from "./score";
import { formatLongDate } from "~/lib/text/format-date";

/** One country: score with its label and colour, protocol, notice, restrictions, region. */
export function CountryCard({ rating }: { rating: CountryRating }) {
  const level = scoreLevel(rating.friendlinessScore);
  return (
    <li className="flex flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-semibold">{rating.country}</h2>
        <Badge variant="outline">{rating.region}</Badge>
      </div>
      <div className="grid gap-2">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="sr-only">{copy.score}:</span>
          <span className={`text-3xl font-bold tabular-nums ${toneText[level.tone]}`}>
            {rating.friendlinessScore}
          </span>
          <span className="text-sm text-muted-foreground">{copy.outOf}</span>
          <span className={`text-sm font-semibold ${toneText[level.tone]}`}>{level.label}</span>
        </p>
        <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
          <div
            className={`h-full rounded-full ${toneBg[level.tone]}`}
            style={{ width: `${rating.friendlinessScore}%` }}
          />
        </div>
      </div>
      <dl className="grid gap-3 text-sm">
        <div>
          <dt className="text-muted-foreground">{copy.protocol}</dt>
          <dd className="font-medium">{rating.recommendedProtocol}</dd>
        </div>
        {rating.specialNotices ? (
          <div className="rounded-lg border bg-background/50 p-3">
            <dt className="flex items-center gap-1.5 font-medium">
              <Info aria-hidden="true" className="size-4 text-primary" />
              {copy.notice}
            </dt>
            <dd className="mt-1 text-muted-foreground">{rating.specialNotices}</dd>
          </div>
        ) : null}
        <div>
          <dt className="text-muted-foreground">{copy.restrictions}</dt>
          <dd>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {rating.restrictions.map((restriction) => (
                <li key={restriction}>{restriction}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
        <p className="text-xs text-muted-foreground">
          {copy.reviewed(formatLongDate(rating.lastReviewed))}
        </p>
        <ButtonLink to="/pricing" size="sm" aria-label={`${copy.cta}: ${rating.country}`}>
          {copy.cta}
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </div>
    </li>
  );
}
