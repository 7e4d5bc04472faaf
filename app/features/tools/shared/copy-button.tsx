import { Check, Copy } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toolShared } from "~/copy/tool-copy/shared";

/**
 * A small "Copy" button for an address or a result line. The label names what is copied
 * (screen readers hear "Copy IPv4 address"), and a polite status says when it worked.
 */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  async function onCopy() {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
    } catch {
      setState("failed");
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState("idle"), 2000);
  }
  const Icon = state === "copied" ? Check : Copy;
  return (
    <span className="inline-flex items-center gap-1.5">
      <button
        type="button"
        onClick={() => void onCopy()}
        aria-label={toolShared.copy(what)}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-md border bg-background text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <Icon aria-hidden="true" className="size-4" />
      </button>
      <span role="status" className="text-xs text-muted-foreground">
        {state === "copied" ? toolShared.copied : state === "failed" ? toolShared.copyFailed : ""}
      </span>
    </span>
  );
}
