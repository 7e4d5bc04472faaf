import { Suspense, useRef, useState } from "react";
import { Menu } from "lucide-react";
import { Button } from "~/components/ui/button";
import { lazyPart } from "~/components/ui/lazy-part";

const loadPanel = () => import("./mobile-panel");
// The panel (Radix Dialog, Accordion) loads on first use, keeping it out of the first load;
// pointing at or focusing the button starts the download early.
const MobilePanel = lazyPart(() => loadPanel().then((module) => module.MobilePanel), {
  notice: "floating",
});

export function MobileNav({ supportUrl }: { supportUrl: string }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? "mobile-panel" : undefined}
        className="md:hidden"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Menu className="size-5" aria-hidden="true" />
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <MobilePanel
            open={open}
            onOpenChange={setOpen}
            supportUrl={supportUrl}
            returnFocusRef={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
