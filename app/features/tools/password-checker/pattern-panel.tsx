import { ShieldAlert } from "lucide-react";
import { passwordPatternCopy as copy } from "~/copy/tool-copy/password-patterns";
import { crackTimeWords } from "./crack-time";
import type { LeadWarning } from "./lead-warning";
import type { PatternEstimate } from "./pattern-estimate";
import { type PasswordAnalysis, scoreLabel } from "./strength";
import { formatCount } from "~/lib/text/format-count";

/** The pattern-aware estimate beside the entropy score: crack time in words, as you type. */
export function PatternPanel({ estimate }: { estimate: PatternEstimate }) {
  const hint = estimate.warning ? copy.pattern.warnings[estimate.warning] : undefined;
  return (
    <div
      className="grid gap-1 rounded-lg border bg-background/50 p-4"
      data-testid="pattern-estimate"
    >
      <p className="text-sm text-muted-foreground">{copy.pattern.heading}</p>
      <p className="text-lg font-semibold">
        {copy.pattern.crackTime(crackTimeWords(estimate.guessesLog10))}
      </p>
      <p className="text-xs text-muted-foreground">{copy.pattern.assumption}</p>
      {hint ? <p className="text-sm">{hint}</p> : null}
    </div>
  );
}

/** The warning a breached or predictable password leads with, above any score. */
export function LeadWarningBanner({
  warning,
  breaches,
}: {
  warning: Exclude<LeadWarning, null>;
  breaches: number;
}) {
  const text =
    warning === "breached" ? copy.lead.breached(formatCount(breaches)) : copy.lead.predictable;
  return (
    <div
      role="alert"
      data-testid="lead-warning"
      className="flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4"
    >
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div className="grid gap-1">
        <p className="font-semibold">{text.heading}</p>
        <p className="text-sm text-muted-foreground">{text.text}</p>
      </div>
    </div>
  );
}

/** Why the score reads lower than the password's characters alone would give. */
export function LoweredScoreNote({ analysis }: { analysis: PasswordAnalysis }) {
  if (analysis.guessesLog10 === null || analysis.score >= analysis.entropyScore) return null;
  const from = scoreLabel(analysis.entropyScore);
  return (
    <p className="text-sm">{copy.verdict.lowered(from, crackTimeWords(analysis.guessesLog10))}</p>
  );
}
