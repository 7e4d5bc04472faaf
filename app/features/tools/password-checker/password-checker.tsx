import { Eye, EyeClosed, LoaderCircle } from "lucide-react";
import { type FormEvent, Suspense, useId, useState } from "react";
import { usePublicConfig } from "~/config/public-config";
import { passwordCheckerCopy as copy } from "~/copy/tool-copy/passwords";
import { ToolError } from "~/features/tools/shared/tool-error";
import { useRun } from "~/hooks/use-run";
import { Button } from "~/components/ui/button";
import { lazyPart } from "~/components/ui/lazy-part";
import type { checkBreach as CheckBreach } from "./breach";
import { leadWarning } from "./lead-warning";
import { StrengthBar } from "~/features/tools/shared/strength-bar";
import { type PasswordAnalysis, analysePassword, entropyBits } from "./strength";
import { loadEstimator } from "./pattern-estimate";
import { usePatternEstimate } from "./use-pattern-estimate";

// Shown only once a password is typed (the pattern estimate loads on demand too): loaded then.
// The banner and the lowered score's note share the panel's chunk: if it fails, the panel's
// notice says so once.
const PatternPanel = lazyPart(() =>
  import("./pattern-panel").then((module) => module.PatternPanel),
);
const LeadWarningBanner = lazyPart(
  () => import("./pattern-panel").then((module) => module.LeadWarningBanner),
  { notice: "none" },
);
const LoweredScoreNote = lazyPart(
  () => import("./pattern-panel").then((module) => module.LoweredScoreNote),
  { notice: "none" },
);

/** The breach check's code loads with the first check, not with the page. */
async function checkBreach(...args: Parameters<typeof CheckBreach>) {
  const { checkBreach: check } = await import("./breach");
  return check(...args);
}

function Result({ analysis }: { analysis: PasswordAnalysis }) {
  return (
    <div className="grid gap-5" data-testid="password-result" role="status">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-2xl font-bold">{analysis.label}</p>
          <p className="text-sm text-muted-foreground">
            {copy.score(analysis.score)} · {copy.entropy(analysis.entropy)}
          </p>
        </div>
        <StrengthBar value={analysis.score} max={5} />
        {analysis.guessesLog10 === null ? (
          <p className="text-sm">{copy.unestimated}</p>
        ) : (
          <Suspense fallback={null}>
            <LoweredScoreNote analysis={analysis} />
          </Suspense>
        )}
      </div>
      <div className="grid gap-2">
        <h2 className="font-semibold">{copy.feedbackHeading}</h2>
        {analysis.feedback.length > 0 ? (
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {analysis.feedback.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{copy.noFeedback}</p>
        )}
      </div>
      {analysis.breachCheck === "failed" ? (
        <p className="text-sm text-muted-foreground">{copy.breach.failed}</p>
      ) : !analysis.isBreached ? (
        <p className="text-sm text-muted-foreground">{copy.breach.clean}</p>
      ) : null}
    </div>
  );
}

/** The Password Strength Checker: scoring and the k-anonymity breach check, all in the browser. */
export function PasswordChecker() {
  const { breachApiBase } = usePublicConfig();
  const [password, setPassword] = useState("");
  const [visible, setVisible] = useState(false);
  const breachCheck = useRun<PasswordAnalysis>();
  const { state } = breachCheck;
  const inputId = useId();
  const busy = state.status === "running";
  const estimate = usePatternEstimate(password);
  const analysis = state.status === "done" ? state.value : null;
  // Breached or predictable: said first, above the score, as soon as it is known.
  const warning = password
    ? leadWarning({
        breached: analysis?.isBreached ?? false,
        entropyBits: entropyBits(password),
        estimate,
      })
    : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    run();
  }

  function run() {
    if (!password || busy) return;
    // The verdict waits for the pattern estimate too (it loads lazily), so it never shows a
    // score that the estimate then lowers; without the estimate it says it counts characters only.
    breachCheck.run(async ({ signal }) => {
      const [breach, estimator] = await Promise.all([
        checkBreach(password, { base: breachApiBase, signal }),
        loadEstimator().catch(() => null),
      ]);
      return analysePassword(password, breach, estimator?.(password).guessesLog10 ?? null);
    });
  }

  return (
    <div className="grid gap-6 rounded-xl border bg-card p-6 shadow-sm">
      <form className="grid gap-3" onSubmit={onSubmit}>
        <label htmlFor={inputId} className="text-sm font-medium">
          {copy.label}
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="relative flex-1">
            <input
              id={inputId}
              type={visible ? "text" : "password"}
              autoComplete="off"
              spellCheck={false}
              value={password}
              placeholder={copy.placeholder}
              onChange={(event) => {
                setPassword(event.target.value);
                // A result belongs to the password it was made for.
                breachCheck.reset();
              }}
              className="h-10 w-full rounded-lg border border-input bg-background px-3 pr-11 text-base"
            />
            <button
              type="button"
              onClick={() => setVisible((v) => !v)}
              aria-label={visible ? copy.hide : copy.show}
              aria-pressed={visible}
              className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-muted-foreground hover:text-foreground"
            >
              {visible ? (
                <EyeClosed aria-hidden="true" className="size-4" />
              ) : (
                <Eye aria-hidden="true" className="size-4" />
              )}
            </button>
          </div>
          <Button type="submit" disabled={!password} busy={busy}>
            {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
            {busy ? copy.busy : copy.submit}
          </Button>
        </div>
        <p className="text-xs text-muted-foreground">{copy.privacy(new URL(breachApiBase).host)}</p>
      </form>
      {warning ? (
        <Suspense fallback={null}>
          <LeadWarningBanner warning={warning} breaches={analysis?.breachCount ?? 0} />
        </Suspense>
      ) : null}
      {analysis ? <Result analysis={analysis} /> : null}
      {estimate ? (
        <Suspense fallback={null}>
          <PatternPanel estimate={estimate} />
        </Suspense>
      ) : null}
      {state.status === "error" ? (
        <ToolError message={copy.error} error={state.error} onRetry={run} />
      ) : null}
    </div>
  );
}
