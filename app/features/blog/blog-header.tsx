import { ArrowLeft, Search } from "lucide-react";
import { useId, useState } from "react";
import { Form, Link, useNavigate } from "react-router";
import { blogCopy } from "~/copy/blog/blog-copy";
import { LogoMark } from "~/components/layout/logo";
import { ThemeToggle } from "~/components/layout/theme-toggle";
import { buttonClass } from "~/components/ui/button";
import { type BlogQuery, blogListHref } from "./blog-filter";

const copy = blogCopy.header;

/**
 * The search box. On the list it filters as you type (the URL's ?q= follows, replacing the
 * history entry so typing does not flood the back button); elsewhere, and without JavaScript,
 * it is a plain GET form to /blog.
 */
function BlogSearch({ query, live }: { query: BlogQuery; live: boolean }) {
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState(query.q);
  const [shownQuery, setShownQuery] = useState(query.q);
  // Back/forward changed the URL's search: show it (unless it is what is being typed).
  if (shownQuery !== query.q) {
    setShownQuery(query.q);
    if (text.trim() !== query.q) setText(query.q);
  }
  return (
    <Form role="search" method="get" action="/blog" className="relative w-full sm:max-w-xs">
      <label htmlFor={id} className="sr-only">
        {copy.searchLabel}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        id={id}
        type="search"
        name="q"
        value={text}
        placeholder={copy.searchPlaceholder}
        autoComplete="off"
        onChange={(event) => {
          setText(event.target.value);
          if (live) {
            navigate(blogListHref({ ...query, q: event.target.value }), {
              replace: true,
              preventScrollReset: true,
            });
          }
        }}
        className="h-10 w-full rounded-lg border border-input bg-background pr-3 pl-9 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 focus-visible:outline-none sm:text-sm"
      />
      {query.category !== "All" ? (
        <input type="hidden" name="category" value={query.category} />
      ) : null}
    </Form>
  );
}

/**
 * The blog's own header (the site header is hidden under /blog): on the list, a "Blog" link
 * to the home page; on an article, "Back to Blog". Both carry the search box.
 */
export function BlogHeader({
  variant,
  query = { q: "", category: "All" },
}: {
  variant: "list" | "article";
  query?: BlogQuery;
}) {
  return (
    <header
      data-print="hide"
      className="z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75 sm:sticky sm:top-0"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:h-16 sm:flex-nowrap sm:px-6 sm:py-0 lg:px-8">
        {variant === "list" ? (
          <Link
            to="/"
            aria-label={copy.homeLinkLabel}
            className="inline-flex shrink-0 items-center gap-2 rounded-lg text-lg font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <LogoMark />
            {copy.homeLink}
          </Link>
        ) : (
          <Link to="/blog" className={buttonClass({ variant: "ghost", size: "sm" })}>
            <ArrowLeft aria-hidden="true" />
            {copy.backLink}
          </Link>
        )}
        <div className="order-last w-full sm:order-none sm:ml-auto sm:flex sm:w-auto sm:flex-1 sm:justify-end">
          <BlogSearch query={query} live={variant === "list"} />
        </div>
        <ThemeToggle className="ml-auto sm:ml-0" />
      </div>
    </header>
  );
}
