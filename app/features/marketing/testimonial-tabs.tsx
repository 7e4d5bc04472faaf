import type { ReactNode } from "react";
import type { EditorialReview, SocialPost, Testimonial } from "~/copy/testimonials";

type TabId = "customers" | "social" | "editorial";

/*
 * These tabs run on CSS alone (the landing page may not spend JavaScript): a radio group
 * picks the source and `:has(:checked)` shows its panel. Radios bring the keyboard model
 * with them (Tab to the group, arrows to switch) and work before and without hydration.
 * Tailwind needs each panel's selector written out in full, hence the table.
 */
const panelVisible: Record<TabId, string> = {
  customers: "group-has-[#testimonials-customers:checked]/testimonials:grid",
  social: "group-has-[#testimonials-social:checked]/testimonials:grid",
  editorial: "group-has-[#testimonials-editorial:checked]/testimonials:grid",
};

const cardClass = "flex flex-col rounded-xl border bg-card p-6 text-card-foreground shadow-sm";

function Stars({ rating }: { rating: number }) {
  return (
    <p className="text-amber-700 dark:text-amber-400">
      <span aria-hidden="true">{"★".repeat(rating) + "☆".repeat(5 - rating)}</span>
      <span className="sr-only">{`Rated ${rating} out of 5`}</span>
    </p>
  );
}

function CustomerCard({ review }: { review: Testimonial }) {
  return (
    <figure className={cardClass}>
      <Stars rating={review.rating} />
      <blockquote className="mt-4 flex-1 leading-relaxed">“{review.content}”</blockquote>
      <figcaption className="mt-6 text-sm">
        <span className="block font-semibold">{review.name}</span>
        <span className="text-muted-foreground">{review.role}</span>
      </figcaption>
    </figure>
  );
}

function SocialCard({ post }: { post: SocialPost }) {
  return (
    <figure className={cardClass}>
      <figcaption className="flex items-center justify-between gap-3 text-sm">
        <span className="font-semibold">{post.username}</span>
        <span className="rounded-full border px-2.5 py-0.5 text-xs text-muted-foreground">
          {post.platform}
        </span>
      </figcaption>
      <blockquote className="mt-4 flex-1 leading-relaxed">{post.content}</blockquote>
      <p className="mt-6 text-sm text-muted-foreground">{post.engagement}</p>
    </figure>
  );
}

function EditorialCard({ review }: { review: EditorialReview }) {
  return (
    <figure className={cardClass}>
      <figcaption className="text-sm text-muted-foreground">
        <cite className="font-semibold text-foreground not-italic">{review.source}</cite>,{" "}
        {review.year}
      </figcaption>
      <h3 className="mt-3 text-lg font-semibold">{review.title}</h3>
      <blockquote className="mt-3 flex-1 leading-relaxed text-muted-foreground">
        {review.content}
      </blockquote>
    </figure>
  );
}

export function TestimonialTabs({
  labels,
  testimonials,
  socialPosts,
  editorialReviews,
}: {
  labels: Record<TabId, string>;
  testimonials: readonly Testimonial[];
  socialPosts: readonly SocialPost[];
  editorialReviews: readonly EditorialReview[];
}) {
  const panels: Record<TabId, ReactNode[]> = {
    customers: testimonials.map((review) => <CustomerCard key={review.name} review={review} />),
    social: socialPosts.map((post) => <SocialCard key={post.username} post={post} />),
    editorial: editorialReviews.map((review) => (
      <EditorialCard key={review.source} review={review} />
    )),
  };
  const ids = Object.keys(panels) as TabId[];
  return (
    <div className="group/testimonials">
      <fieldset className="flex justify-center">
        <legend className="sr-only">Show reviews from</legend>
        <div className="grid w-full grid-cols-3 gap-1 rounded-xl border bg-muted/60 p-1 sm:w-auto">
          {ids.map((id, index) => (
            <label
              key={id}
              className="flex cursor-pointer items-center justify-center rounded-lg px-2 py-2 text-center text-sm font-medium text-muted-foreground transition-colors hover:text-foreground has-checked:bg-background has-checked:text-foreground has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring sm:px-4"
            >
              <input
                type="radio"
                name="testimonial-source"
                id={`testimonials-${id}`}
                value={id}
                defaultChecked={index === 0}
                className="sr-only"
              />
              {labels[id]}
            </label>
          ))}
        </div>
      </fieldset>
      {ids.map((id) => (
        <div
          key={id}
          role="group"
          aria-label={labels[id]}
          data-testimonials={id}
          className={`mt-8 hidden gap-5 lg:grid-cols-3 ${panelVisible[id]}`}
        >
          {panels[id]}
        </div>
      ))}
    </div>
  );
}
