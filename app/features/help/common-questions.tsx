import { ArrowRight } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { CommonQuestion } from "~/copy/support";

/**
 * Six question buttons and one answer panel: a button shows its answer (aria-expanded),
 * the same button again hides it, another button swaps it.
 */
export function CommonQuestions({ items }: { items: readonly CommonQuestion[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = items.find((item) => item.id === openId);
  return (
    <div>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              aria-expanded={item.id === openId}
              aria-controls="common-question-answer"
              onClick={() => setOpenId((current) => (current === item.id ? null : item.id))}
              className="flex h-full w-full items-center justify-between gap-3 rounded-xl border bg-card px-5 py-4 text-left text-sm font-medium text-card-foreground shadow-sm transition-colors hover:border-primary/50 aria-expanded:border-primary aria-expanded:bg-primary/10"
            >
              {item.question}
              <ArrowRight className="size-4 shrink-0 text-primary" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <div id="common-question-answer" aria-live="polite" className="mt-5">
        {open ? (
          <div className="rounded-xl border border-primary/40 bg-card p-6 text-card-foreground">
            <h3 className="text-lg font-semibold">{open.question}</h3>
            <p className="mt-2 leading-relaxed text-muted-foreground">{open.answer}</p>
            <Link
              to={open.link.href}
              className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {open.link.label}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        ) : null}
      </div>
    </div>
  );
}
