import { useId } from "react";
import { webProxyCopy } from "~/copy/tool-copy/web-proxy";
import { Label } from "~/components/ui/input";

const copy = webProxyCopy.blockScripts;

/** The visitor's "block scripts" choice for proxied pages, with what it means. */
export function BlockScriptsSwitch({
  checked,
  disabled,
  onChange,
  className,
}: {
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
  className?: string;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className={`flex items-start gap-3 ${className ?? ""}`}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-primary disabled:cursor-not-allowed"
      />
      <div className="grid gap-1">
        <Label htmlFor={id}>{copy.label}</Label>
        <p id={hintId} className="text-sm text-muted-foreground">
          {copy.hint}
        </p>
      </div>
    </div>
  );
}
