import { useId, useState } from "react";
import { Search } from "lucide-react";

/**
 * The search box. It keeps its own text so typing is never held up by the URL, which
 * catches up a keystroke or more later. When the URL's text changes to something the box did
 * not send (back button, Reset Filters, a shared link after hydration), the box follows it.
 */
export function SearchField({
  value,
  onChange,
}: {
  value: string;
  onChange: (text: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [followed, setFollowed] = useState(value);
  // Texts sent to the URL that have not come back yet, oldest first.
  const [sent, setSent] = useState<readonly string[]>([]);
  if (value !== followed) {
    setFollowed(value);
    const echo = sent.indexOf(value);
    if (echo >= 0) {
      setSent(sent.slice(echo + 1));
    } else {
      setSent([]);
      setText(value);
    }
  }
  return (
    <div className="relative">
      <label htmlFor={id} className="sr-only">
        Search tools
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <input
        id={id}
        type="search"
        value={text}
        placeholder="Search tools..."
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          setSent((pending) => [...pending, next]);
          onChange(next);
        }}
        className="h-10 w-full rounded-lg border border-input bg-background pr-3 pl-9 text-sm text-foreground placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60"
      />
    </div>
  );
}
