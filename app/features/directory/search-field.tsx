import { useId, useState } from "react";
import { Search } from "lucide-react";

/**
 * The search box. It keeps its own text so typing is never held up by the URL; when the
 * URL's text changes from elsewhere (back button, Reset Filters) the box follows it.
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
  if (value !== followed) {
    setFollowed(value);
    setText(value);
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
          setText(event.target.value);
          onChange(event.target.value);
        }}
        className="h-10 w-full rounded-lg border border-input bg-background pr-3 pl-9 text-sm text-foreground placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60"
      />
    </div>
  );
}
