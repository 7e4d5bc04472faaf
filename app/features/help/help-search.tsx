import { Search } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { type HelpEntry, searchHelp } from "./search-help";

/**
 * The help-center search: filters the support page's questions and the FAQ in the browser
 * as the visitor types (no request, no validation: any text is a fine query). Results
 * appear below the box; their number is announced politely to screen readers.
 */
export function HelpSearch({
  entries,
  label,
  placeholder,
  hint,
}: {
  entries: readonly HelpEntry[];
  label: string;
  placeholder: string;
  hint: string;
}) {
  const [query, setQuery] = useState("");
  const id = useId();
  const results = searchHelp(entries, query);
  const trimmed = query.trim();

  return (
    <div className="w-full max-w-2xl text-left">
      <form role="search" aria-label={label} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-input`} className="sr-only">
          {label}
        </label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <input
            id={`${id}-input`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={placeholder}
            aria-describedby={`${id}-hint`}
            autoComplete="off"
            className="h-14 w-full rounded-xl border border-input bg-background pr-4 pl-12 text-base shadow-sm placeholder:text-muted-foreground"
          />
        </div>
        <p id={`${id}-hint`} className="mt-2 text-center text-sm text-muted-foreground">
          {hint}
        </p>
      </form>
      <div aria-live="polite" className="mt-2">
        {trimmed === "" ? null : (
          <p className="text-center text-sm font-medium">
            {results.length === 0
              ? `No answers match “${trimmed}”. Try other words, browse the FAQ or contact us below.`
              : `${results.length} ${results.length === 1 ? "answer" : "answers"} found for “${trimmed}”`}
          </p>
        )}
      </div>
      {results.length > 0 ? (
        <ul className="mt-4 grid gap-3">
          {results.map((entry) => (
            <li key={entry.id} className="rounded-xl border bg-card p-5 text-card-foreground">
              <h2 className="font-semibold">{entry.question}</h2>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{entry.answer}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {trimmed !== "" && results.length === 0 ? (
        <p className="mt-3 text-center text-sm">
          <Link to="/faq" className="font-medium text-primary underline-offset-4 hover:underline">
            Browse all frequently asked questions
          </Link>
        </p>
      ) : null}
    </div>
  );
}
