import { Check, Copy, RefreshCw } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { passwordGeneratorCopy as copy } from "~/copy/tool-copy/passwords";
import { Button } from "~/components/ui/button";
import { Skeleton } from "~/components/ui/skeleton";
import { toast } from "~/components/ui/use-toast";
import {
  type CharacterSet,
  DEFAULT_OPTIONS,
  type GeneratorOptions,
  LENGTH,
  generatePassword,
  generatorLabel,
  generatorScore,
} from "./generator";
import { parseGeneratorParams, writeGeneratorParams } from "./generator-params";
import { StrengthBar } from "~/features/tools/shared/strength-bar";
import { useUrlState } from "~/features/tools/shared/use-url-state";

const COPIED_MS = 2000;
const sets = Object.keys(copy.options) as CharacterSet[];

/** The Password Generator; every password is made in the browser. */
export function PasswordGenerator() {
  const [options, setOptions] = useUrlState(
    parseGeneratorParams,
    writeGeneratorParams,
    DEFAULT_OPTIONS,
  );
  const [password, setPassword] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const copiedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lengthId = useId();
  const outputId = useId();

  const generate = useCallback((next: GeneratorOptions, announceErrors: boolean) => {
    const result = generatePassword(next);
    if (result.ok) {
      setPassword(result.password);
      setCopied(false);
    } else if (announceErrors) {
      toast({ title: copy.errorTitle, description: result.error, variant: "destructive" });
    }
  }, []);

  // The first password is made after hydration, with the URL's options: the server must
  // never see or send one.
  useEffect(() => {
    const first = parseGeneratorParams(new URLSearchParams(window.location.search));
    const frame = requestAnimationFrame(() => generate(first, false));
    return () => cancelAnimationFrame(frame);
  }, [generate]);
  useEffect(() => () => clearTimeout(copiedTimer.current), []);

  function update(next: GeneratorOptions) {
    setOptions(next);
    generate(next, false);
  }

  async function copyPassword() {
    if (!password) return;
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
      clearTimeout(copiedTimer.current);
      copiedTimer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      setCopied(false);
      toast({ title: copy.errorTitle, description: copy.copyFailed, variant: "destructive" });
    }
  }

  const score = password ? generatorScore(password) : 0;
  return (
    <div className="grid gap-6 rounded-xl border bg-card p-6 shadow-sm">
      <div className="grid gap-2">
        <label htmlFor={outputId} className="text-sm font-medium">
          {copy.outputLabel}
        </label>
        {password === null ? (
          <Skeleton className="h-12 w-full" />
        ) : (
          <input
            id={outputId}
            readOnly
            value={password}
            spellCheck={false}
            className="h-12 w-full rounded-lg border border-input bg-background px-3 font-mono text-base sm:text-lg"
          />
        )}
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => generate(options, true)}>
            <RefreshCw aria-hidden="true" />
            {copy.generate}
          </Button>
          <Button variant="outline" onClick={copyPassword} disabled={!password}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? copy.copied : copy.copy}
          </Button>
        </div>
        <p role="status" className="min-h-5 text-sm text-success">
          {copied ? copy.copiedMessage : ""}
        </p>
      </div>

      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="font-medium">{copy.strength}</span>
          <span data-testid="generator-strength">
            {password ? copy.strengthValue(score, generatorLabel(score)) : ""}
          </span>
        </div>
        <StrengthBar value={score} max={100} />
      </div>

      <div className="grid gap-2">
        <label htmlFor={lengthId} className="text-sm font-medium">
          {copy.length(options.length)}
        </label>
        <input
          id={lengthId}
          type="range"
          min={LENGTH.min}
          max={LENGTH.max}
          step={LENGTH.step}
          value={options.length}
          onChange={(event) => update({ ...options, length: Number(event.target.value) })}
          className="w-full accent-primary"
        />
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">{copy.optionsLegend}</legend>
        {sets.map((set) => (
          <label
            key={set}
            className="flex items-center justify-between gap-4 rounded-lg border bg-background/50 px-4 py-3 text-sm"
          >
            {copy.options[set]}
            <input
              type="checkbox"
              role="switch"
              checked={options[set]}
              onChange={(event) => update({ ...options, [set]: event.target.checked })}
              className="size-5 accent-primary"
            />
          </label>
        ))}
      </fieldset>

      <p className="text-xs text-muted-foreground">{copy.privacy}</p>

      <div className="grid gap-2 border-t pt-6">
        <h2 className="font-semibold">{copy.tipsHeading}</h2>
        <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
          {copy.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <Link
          to="/tools/password-checker"
          className="mt-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {copy.checkerLink}
        </Link>
      </div>
    </div>
  );
}
