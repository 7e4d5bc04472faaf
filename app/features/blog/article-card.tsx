import { CalendarDays, Clock } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import type { BlogSummary } from "./blog-article";
import { AuthorAvatar, CoverImage } from "./fallback-image";

type CardArticle = Pick<
  BlogSummary,
  | "slug"
  | "title"
  | "excerpt"
  | "category"
  | "articleTypeLabel"
  | "publishedDate"
  | "publishedAt"
  | "readingTime"
  | "coverImage"
  | "coverWidth"
  | "coverHeight"
  | "author"
>;

/** Category and article type, as two badges. */
export function ArticleBadges({
  article,
}: {
  article: Pick<CardArticle, "category" | "articleTypeLabel">;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Badge variant="brand">{article.category}</Badge>
      <Badge variant="outline">{article.articleTypeLabel}</Badge>
    </div>
  );
}

/** Date and reading time. */
export function ArticleFacts({
  article,
}: {
  article: Pick<CardArticle, "publishedDate" | "publishedAt" | "readingTime">;
}) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays className="size-4" aria-hidden="true" />
        <time dateTime={article.publishedAt}>{article.publishedDate}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden="true" />
        {article.readingTime}
      </span>
    </span>
  );
}

/**
 * An article on the list: cover, category and type, title (the link), date, reading time,
 * excerpt and author. The featured one is larger and side by side from the md breakpoint.
 */
export function ArticleCard({
  article,
  featured = false,
  headingLevel = featured ? 2 : 3,
}: {
  article: CardArticle;
  featured?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      className={cn(
        "group relative flex overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md",
        featured ? "flex-col md:flex-row" : "flex-col",
      )}
    >
      <CoverImage
        src={article.coverImage}
        alt=""
        width={article.coverWidth}
        height={article.coverHeight}
        loading={featured ? "eager" : "lazy"}
        className={cn("aspect-[40/21]", featured && "md:w-1/2 md:shrink-0")}
      />
      <div className={cn("flex flex-1 flex-col gap-3", featured ? "p-6 md:p-8" : "p-5")}>
        <ArticleBadges article={article} />
        <Heading
          className={cn(
            "font-semibold tracking-tight text-balance",
            featured ? "text-2xl md:text-3xl" : "text-lg",
          )}
        >
          <Link
            to={`/blog/${article.slug}`}
            className="group-hover:text-primary after:absolute after:inset-0 focus-visible:outline-none"
          >
            {article.title}
          </Link>
        </Heading>
        <ArticleFacts article={article} />
        <div className="flex-1">
          <p
            className={cn(
              "leading-relaxed text-muted-foreground",
              featured ? "text-base" : "line-clamp-3 text-sm",
            )}
          >
            {article.excerpt}
          </p>
        </div>
        <p className="mt-2 flex items-center gap-3 text-sm font-medium">
          <AuthorAvatar src={article.author.avatar} size={32} />
          {article.author.name}
        </p>
      </div>
    </article>
  );
}

/** A titled section of article cards: the list's grid and the related articles. */
export function ArticleGrid({
  id,
  heading,
  articles,
}: {
  id: string;
  heading: string;
  articles: readonly CardArticle[];
}) {
  return (
    <>
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        {heading}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li key={article.slug} className="flex">
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    </>
  );
}
