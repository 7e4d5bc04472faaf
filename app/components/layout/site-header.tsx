import { useEffect, useState } from "react";
import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { usePublicConfig } from "~/config/public-config";
import { clientAreaLink } from "~/config/site";
import { getStartedLink, pricingLink, topBarLinks } from "~/copy/navigation";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";
import { ThemeToggle } from "./theme-toggle";

/** The main bar turns translucent once the page is scrolled more than this. */
export const SCROLL_THRESHOLD = 10;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

const topBarLinkClass =
  "rounded-sm text-zinc-300 transition-colors hover:text-white focus-visible:outline-white";

function TopBar({ clientAreaUrl }: { clientAreaUrl: string }) {
  return (
    <div className="bg-black text-xs text-zinc-300">
      <nav
        aria-label="Secondary"
        className="mx-auto flex h-9 max-w-7xl items-center justify-end px-4 sm:px-6 lg:px-8"
      >
        <ul className="flex items-center gap-5">
          {topBarLinks.map((link) => {
            if ("clientArea" in link) {
              return (
                <li key={link.label} className={cn(link.hideOnSmall && "hidden sm:block")}>
                  <a
                    href={clientAreaLink(clientAreaUrl, link.clientArea)}
                    className={topBarLinkClass}
                  >
                    {link.label}
                  </a>
                </li>
              );
            }
            return (
              <li key={link.href}>
                <Link to={link.href} className={topBarLinkClass}>
                  {link.shortLabel ? (
                    <>
                      <span className="sm:hidden">{link.shortLabel}</span>
                      <span className="hidden sm:inline">{link.label}</span>
                    </>
                  ) : (
                    link.label
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}

export function SiteHeader() {
  const { clientAreaUrl } = usePublicConfig();
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  return (
    <header data-scrolled={scrolled ? "true" : "false"} className="sticky -top-9 z-40">
      <TopBar clientAreaUrl={clientAreaUrl} />
      <div
        className={cn(
          "border-b transition-[background-color,border-color,box-shadow] duration-200",
          scrolled
            ? "border-border/70 bg-background/75 shadow-sm backdrop-blur-lg supports-[backdrop-filter]:bg-background/65"
            : "border-transparent bg-background",
        )}
      >
        <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <div className="flex items-center gap-4 lg:gap-8">
            <Logo compact />
            <DesktopNav />
          </div>
          <div className="flex items-center gap-1.5 sm:gap-2">
            <ThemeToggle />
            <ButtonLink variant="ghost" className="max-lg:hidden" to={pricingLink.href}>
              {pricingLink.label}
            </ButtonLink>
            <ButtonLink className="max-md:hidden" to={getStartedLink.href}>
              {getStartedLink.label}
            </ButtonLink>
            <MobileNav supportUrl={clientAreaLink(clientAreaUrl, "support")} />
          </div>
        </div>
      </div>
    </header>
  );
}
