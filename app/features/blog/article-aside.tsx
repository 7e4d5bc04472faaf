import { BadgeCheck, ExternalLink } from "lucide-react";
import { blogCopy } from "~/copy/blog/blog-copy";
import type { ArticleReference } from "~/copy/blog/types";
import { ArticleGrid } from "./article-card";
import type { BlogArticle, BlogSummary } from "./blog-article";
import { AuthorAvatar } from "./fallback-image";

const copy = blogCopy.article;

/** The author box: picture, name, role and credentials. */
export function AuthorBox({ author }: { author: BlogArticle["author"] }) {
  return (
    <section aria-labelledby="author-heading" className="rounded-xl border bg-card p-6">
      <h2
        id="author-heading"
        className="text-sm font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {copy.authorHeading}
      </h2>
      <div className="mt-4 flex items-start gap-4">
        <AuthorAvatar src={author.avatar} size={64} />
        <div className="min-w-0">
          <p className="text-lg font-semibold">{author.name}</p>
          <p className="text-sm text-muted-foreground">{author.role}</p>
          {author.credentials.length > 0 ? (
            <ul aria-label={copy.credentialsLabel} className="mt-3 flex flex-wrap gap-2">
              {author.credentials.map((credential) => (
                <li
                  key={credential}
                  className="rounded-full border px-2.5 py-0.5 text-xs font-medium"
                >
                  {credential}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** Sources and the fact-check note. */
export function ArticleReferences({
  references,
  factChecked,
}: {
  references: readonly ArticleReference[];
  factChecked: boolean;
}) {
  return (
    <section aria-labelledby="references-heading" className="border-t pt-8">
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <BadgeCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        {factChecked ? copy.factChecked : copy.notFactChecked}
      </p>
      {references.length > 0 ? (
        <>
          <h2 id="references-heading" className="mt-6 text-xl font-semibold">
            {copy.referencesHeading}
          </h2>
          <ol className="mt-4 grid list-decimal gap-2 pl-6 text-sm marker:text-muted-foreground">
            {references.map((reference) => (
              <li key={reference.url}>
                <a
                  href={reference.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {reference.title}
                  <ExternalLink className="ml-1 inline size-3.5 align-[-2px]" aria-hidden="true" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
                <span className="text-muted-foreground">, {reference.publisher}</span>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <h2 id="references-heading" className="sr-only">
          {copy.referencesHeading}
        </h2>
      )}
    </section>
  );
}

/** Up to three articles of the same category. */
export function RelatedArticles({ articles }: { articles: readonly BlogSummary[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="border-t bg-muted/40" data-print="hide">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <ArticleGrid id="related-heading" heading={copy.relatedHeading} articles={articles} />
      </div>
    </section>
  );
}
