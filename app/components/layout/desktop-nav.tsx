import { Suspense, useEffect } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { lazyPart } from "~/components/ui/lazy-part";
import {
  DisclosureMenu,
  DisclosureNav,
  DisclosureNavLink,
  disclosureTriggerStyle,
} from "~/components/ui/disclosure-nav";
import { howToUseLink, menuLabels } from "~/copy/navigation";
import { whenIdle } from "~/lib/async/when-idle";

// The panels (their links, descriptions and icons) stay out of the first load; reaching the
// menu bar with the pointer or focus fetches them well before the 200 ms open delay ends.
const loadPanels = () => import("./desktop-menu-panels");
const panels = {
  WhyPanel: lazyPart(() => loadPanels().then((m) => m.WhyPanel)),
  BusinessPanel: lazyPart(() => loadPanels().then((m) => m.BusinessPanel)),
  ToolsPanel: lazyPart(() => loadPanels().then((m) => m.ToolsPanel)),
};

function Panel({ name }: { name: keyof typeof panels }) {
  const Body = panels[name];
  return (
    <Suspense fallback={<div className="h-48" />}>
      <Body />
    </Suspense>
  );
}

const preload = () => void loadPanels();

export function DesktopNav() {
  // On desktop-sized screens, fetch the panels once the browser is idle after loading.
  useEffect(() => {
    if (!window.matchMedia("(min-width: 768px)").matches) return;
    return whenIdle(preload);
  }, []);
  return (
    <DisclosureNav aria-label="Main" className="static hidden md:flex lg:relative">
      <DisclosureMenu
        id="why"
        trigger={menuLabels.why}
        panelClassName="w-[600px]"
        onIntent={preload}
      >
        <Panel name="WhyPanel" />
      </DisclosureMenu>
      <DisclosureMenu
        id="business"
        trigger={
          <>
            {menuLabels.business}{" "}
            <Badge variant="brand" size="sm" className="ml-0.5">
              {menuLabels.businessBadge}
            </Badge>
          </>
        }
        panelClassName="w-[600px]"
        onIntent={preload}
      >
        <Panel name="BusinessPanel" />
      </DisclosureMenu>
      <DisclosureMenu
        id="tools"
        trigger={menuLabels.tools}
        panelClassName="w-[800px]"
        onIntent={preload}
      >
        <Panel name="ToolsPanel" />
      </DisclosureMenu>
      {/* Below lg the bar has no room for it; the footer's Setup Guides link remains. */}
      <DisclosureNavLink className="hidden lg:block">
        <Link to={howToUseLink.href} className={disclosureTriggerStyle}>
          {howToUseLink.label}
        </Link>
      </DisclosureNavLink>
    </DisclosureNav>
  );
}
