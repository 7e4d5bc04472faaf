import { Link } from "react-router";
import { blogCopy } from "~/copy/blog/blog-copy";
import { cn } from "~/components/ui/cn";
import { inPageLink } from "~/lib/static-output/hydrate-on-intent";
import { allCategories, type BlogQuery, blogListHref } from "./blog-filter";

/** The category chips; each is a link, so the choice is in the URL and the back button undoes it. */
export function CategoryChips({ query }: { query: BlogQuery }) {
  return (
    <nav aria-label={blogCopy.list.categoriesLabel}>
      <ul className="flex flex-wrap justify-center gap-2">
        {allCategories.map((category) => {
          const current = category === query.category;
          return (
            <li key={category}>
              <Link
                {...inPageLink}
                to={blogListHref({ ...query, category })}
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  current
                    ? "border-primary bg-primary text-primary-foreground"
                    : "bg-card text-muted-foreground hover:bg-accent hover:text-accent-foreground",
                )}
              >
                {category}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
