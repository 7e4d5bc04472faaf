import { X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { Button } from "./button";
import { cn } from "./cn";

const sizes = { default: "max-w-lg", wide: "max-w-3xl" };

/**
 * A modal on the native <dialog> (focus kept inside, Escape closes, the page behind inert,
 * the focus back where it was once closed). Rendered only while open; `onClose` runs on Escape, the close button or a backdrop click.
 */
export function Dialog({
  title,
  description,
  onClose,
  closeLabel = "Close",
  size = "default",
  children,
}: {
  title: string;
  description?: string;
  onClose: () => void;
  closeLabel?: string;
  size?: keyof typeof sizes;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    // The browser gives the focus back only when an open dialog closes; this one is removed
    // with its page state, which left the focus on <body>, sending the keyboard to the top.
    const opener = document.activeElement;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={cn(
        "m-auto max-h-[90dvh] w-[calc(100%-2rem)] overflow-y-auto rounded-xl border bg-card p-0 text-card-foreground shadow-lg backdrop:bg-black/60",
        sizes[size],
      )}
    >
      <div className="grid gap-4 p-6">
        <div className="flex items-start justify-between gap-4">
          <div className="grid gap-1.5">
            <h2 id={titleId} className="text-lg leading-tight font-semibold">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="text-sm text-muted-foreground">
                {description}
              </p>
            ) : null}
          </div>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            onClick={onClose}
            aria-label={closeLabel}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
