import { useMemo, useRef } from "react";
import { blogCopy } from "~/copy/blog/blog-copy";
import { ArticleBadges, ArticleFacts } from "./article-card";
import { ArticleReferences, AuthorBox, RelatedArticles } from "./article-aside";
import { ArticleToc } from "./article-toc";
import type { BlogArticle, BlogSummary } from "./blog-article";
import { AuthorAvatar, CoverImage } from "./fallback-image";
import { ShareButtons } from "./share-buttons";
import { useReadingPosition } from "./use-reading-position";
import { ArticleHtmlIsland } from "~/components/ui/article-html";

const copy = blogCopy.article;

function ReadingProgress({ progress }: { progress: number }) {
  return (
    <div
      role="progressbar"
      aria-label={copy.progressLabel}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      className="fixed inset-x-0 top-0 z-50 h-1 bg-transparent"
      data-print="hide"
    >
      <div
        className="h-full origin-left bg-primary transition-transform duration-100 ease-out"
        style={{ transform: `scaleX(${progress / 100})` }}
      />
    </div>
  );
}

/** One article: progress bar, header, cover, contents, body, sharing, author, sources, related. */
export function ArticleView({
  article,
  bodyId,
  related,
  url,
}: {
  article: Omit<BlogArticle, "content">;
  /** The id of the body's kept markup (decision 021), which the route's middleware provides. */
  bodyId: string;
  related: readonly BlogSummary[];
  /** The article's canonical address, for sharing. */
  url: string;
}) {
  const articleRef = useRef<HTMLElement>(null);
  const headingIds = useMemo(() => article.headings.map((h) => h.id), [article.headings]);
  const { progress, currentId } = useReadingPosition(articleRef, headingIds);
  return (
    <>
      <ReadingProgress progress={progress} />
      <article ref={articleRef}>
        <header className="mx-auto max-w-4xl px-4 pt-10 sm:px-6 sm:pt-14 lg:px-8">
          <ArticleBadges article={article} />
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            {article.title}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-pretty text-muted-foreground">
            {article.excerpt}
          </p>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
            <p className="flex items-center gap-3">
              <AuthorAvatar src={article.author.avatar} size={44} />
              <span className="grid text-sm">
                <span className="font-semibold">
                  <span className="sr-only">{copy.byline} </span>
                  {article.author.name}
                </span>
                <span className="text-muted-foreground">{article.author.role}</span>
              </span>
            </p>
            <ArticleFacts article={article} />
            <span className="text-sm text-muted-foreground">{article.wordCount}</span>
          </div>
        </header>
        <div className="mx-auto mt-8 max-w-5xl px-4 sm:px-6 lg:px-8">
          <CoverImage
            src={article.coverImage}
            alt={article.coverAlt}
            width={article.coverWidth}
            height={article.coverHeight}
            loading="eager"
            fetchPriority="high"
            className="aspect-[40/21] rounded-xl border"
          />
        </div>
        <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12 lg:px-8">
          <aside className="min-w-0" data-print="hide">
            <ArticleToc headings={article.headings} currentId={currentId} />
          </aside>
          <div className="grid max-w-3xl min-w-0 grid-cols-[minmax(0,1fr)] gap-10">
            <ArticleHtmlIsland id={bodyId} />
            <ShareButtons url={url} title={article.title} />
            <AuthorBox author={article.author} />
            <ArticleReferences references={article.references} factChecked={article.factChecked} />
          </div>
        </div>
      </article>
      <RelatedArticles articles={related} />
    </>
  );
}
