import { ExternalLink, Star } from "lucide-react";
import type { ExpertRating } from "~/copy/pricing";

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex items-center gap-2">
      <span className="flex text-amber-500" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((star) => (
          <Star
            key={star}
            className="size-4"
            fill={rating >= star - 0.25 ? "currentColor" : "none"}
          />
        ))}
      </span>
      <span className="text-sm font-semibold">
        {rating.toFixed(1)}
        <span className="sr-only"> out of 5</span>
        <span aria-hidden="true">/5</span>
      </span>
    </p>
  );
}

/** Expert rating cards: source, rating, quote and a link to the review. */
export function ExpertReviews({ reviews }: { reviews: ExpertRating[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {reviews.map((review) => (
        <li key={review.source}>
          <figure className="flex h-full flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm">
            <Stars rating={review.rating} />
            <blockquote className="mt-4 flex-1 text-pretty">“{review.quote}”</blockquote>
            <figcaption className="mt-6 flex flex-wrap items-center justify-between gap-2 text-sm">
              <cite className="font-semibold not-italic">{review.source}</cite>
              <a
                href={review.link}
                rel="noopener noreferrer"
                target="_blank"
                className="inline-flex items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                Read the review
                <span className="sr-only"> by {review.source} (opens in a new tab)</span>
                <ExternalLink className="size-3.5" aria-hidden="true" />
              </a>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
