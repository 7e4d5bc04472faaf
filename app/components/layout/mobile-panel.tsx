import type { RefObject } from "react";
import { Link } from "react-router";
import { ChevronRight } from "lucide-react";
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "~/components/ui/sheet";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "~/components/ui/accordion";
import { Badge } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import { site } from "~/config/site";
import { type NavLink, howToUseLink, mobilePanel } from "~/copy/navigation";
import { businessMenu, toolsMenu, whyMenu } from "~/copy/navigation-menus";
import { Logo } from "./logo";
import { NavIcon } from "./nav-icon";

/** SheetClose around a link: choosing it navigates and closes the panel. */
function PanelLink({ link }: { link: NavLink }) {
  return (
    <li>
      <SheetClose asChild>
        <Link
          to={link.href}
          className="group flex items-center gap-3 rounded-lg px-2 py-2 text-sm text-foreground/90 transition-colors hover:bg-accent hover:text-accent-foreground"
        >
          <NavIcon name={link.icon} className="size-8" />
          {link.label}
        </Link>
      </SheetClose>
    </li>
  );
}

/**
 * The mobile side panel. It has no Radix trigger (the menu button lives in the header's
 * first-load code), so focus goes back to that button by hand when the panel closes.
 */
export function MobilePanel({
  open,
  onOpenChange,
  supportUrl,
  returnFocusRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  supportUrl: string;
  returnFocusRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id="mobile-panel"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusRef.current?.focus();
        }}
      >
        <SheetHeader className="border-b">
          <SheetTitle className="sr-only">Menu</SheetTitle>
          <SheetDescription className="sr-only">{`${site.name} site navigation`}</SheetDescription>
          <Logo asLink={false} />
        </SheetHeader>
        <nav aria-label="Mobile" className="flex-1 overflow-y-auto px-4">
          <Accordion type="single" collapsible>
            <AccordionItem value="why">
              <AccordionTrigger>{whyMenu.label}</AccordionTrigger>
              <AccordionContent>
                <ul className="grid gap-0.5">
                  {whyMenu.links.map((link) => (
                    <PanelLink key={link.href} link={link} />
                  ))}
                </ul>
              </AccordionContent>
            </AccordionItem>
            <AccordionItem value="tools">
              <AccordionTrigger>{toolsMenu.label}</AccordionTrigger>
              <AccordionContent className="grid gap-3">
                {toolsMenu.groups.map((group) => (
                  <div key={group.title}>
                    <p className="px-2 pb-1 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                      {group.title}
                    </p>
                    <ul className="grid gap-0.5">
                      {group.links.map((link) => (
                        <PanelLink key={link.href} link={link} />
                      ))}
                    </ul>
                  </div>
                ))}
                <PanelFlatLink link={toolsMenu.cta} />
              </AccordionContent>
            </AccordionItem>
          </Accordion>
          <ul className="border-b">
            <li>
              <SheetClose asChild>
                <Link to={mobilePanel.businessLink.href} className={flatLinkClass}>
                  <span className="flex items-center gap-2">
                    {mobilePanel.businessLink.label}
                    <Badge variant="brand" size="sm">
                      {businessMenu.badge}
                    </Badge>
                  </span>
                  <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
                </Link>
              </SheetClose>
            </li>
            <li>
              <PanelFlatLink link={howToUseLink} />
            </li>
          </ul>
        </nav>
        <div className="grid gap-2 border-t p-4">
          <SheetClose asChild>
            <Link
              to={mobilePanel.buttons.pricing.href}
              className={buttonClass({ variant: "outline" })}
            >
              {mobilePanel.buttons.pricing.label}
            </Link>
          </SheetClose>
          <SheetClose asChild>
            <Link to={mobilePanel.buttons.getStarted.href} className={buttonClass()}>
              {mobilePanel.buttons.getStarted.label}
            </Link>
          </SheetClose>
          <a
            href={supportUrl}
            onClick={() => onOpenChange(false)}
            className={buttonClass({ variant: "ghost" })}
          >
            {mobilePanel.buttons.support.label}
          </a>
        </div>
      </SheetContent>
    </Sheet>
  );
}

const flatLinkClass =
  "flex items-center justify-between py-4 text-sm font-medium transition-colors hover:text-primary";

function PanelFlatLink({ link }: { link: NavLink }) {
  return (
    <SheetClose asChild>
      <Link to={link.href} className={flatLinkClass}>
        {link.label}
        <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
      </Link>
    </SheetClose>
  );
}
