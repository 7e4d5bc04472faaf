import { Suspense, lazy, useEffect } from "react";
import { Link } from "react-router";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationMenuTriggerStyle,
} from "~/components/ui/navigation-menu";
import { Badge } from "~/components/ui/badge";
import { businessMenu, howToUseLink, toolsMenu, whyMenu } from "~/content/navigation";

// The panels (their links, descriptions and icons) stay out of the first load; reaching the
// menu bar with the pointer or focus fetches them well before the 200 ms open delay ends.
const loadPanels = () => import("./desktop-menu-panels");
const panels = {
  WhyPanel: lazy(() => loadPanels().then((m) => ({ default: m.WhyPanel }))),
  BusinessPanel: lazy(() => loadPanels().then((m) => ({ default: m.BusinessPanel }))),
  ToolsPanel: lazy(() => loadPanels().then((m) => ({ default: m.ToolsPanel }))),
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
    if ("requestIdleCallback" in window) {
      const handle = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(preload, 1500);
    return () => clearTimeout(timer);
  }, []);
  return (
    <NavigationMenu
      delayDuration={200}
      skipDelayDuration={300}
      aria-label="Main"
      className="hidden md:flex"
      onPointerEnter={preload}
      onFocusCapture={preload}
    >
      <NavigationMenuList>
        <NavigationMenuItem value="why">
          <NavigationMenuTrigger>{whyMenu.label}</NavigationMenuTrigger>
          <NavigationMenuContent className="w-[600px]">
            <Panel name="WhyPanel" />
          </NavigationMenuContent>
        </NavigationMenuItem>

        <NavigationMenuItem value="business">
          <NavigationMenuTrigger>
            {businessMenu.label}{" "}
            <Badge variant="brand" size="sm" className="ml-0.5">
              {businessMenu.badge}
            </Badge>
          </NavigationMenuTrigger>
          <NavigationMenuContent className="w-[600px]">
            <Panel name="BusinessPanel" />
          </NavigationMenuContent>
        </NavigationMenuItem>

        <NavigationMenuItem value="tools">
          <NavigationMenuTrigger>{toolsMenu.label}</NavigationMenuTrigger>
          <NavigationMenuContent className="w-[800px]">
            <Panel name="ToolsPanel" />
          </NavigationMenuContent>
        </NavigationMenuItem>

        {/* Below lg the bar has no room for it; the footer's Setup Guides link remains. */}
        <NavigationMenuItem className="hidden lg:block">
          <NavigationMenuLink asChild>
            <Link to={howToUseLink.href} className={navigationMenuTriggerStyle}>
              {howToUseLink.label}
            </Link>
          </NavigationMenuLink>
        </NavigationMenuItem>
      </NavigationMenuList>
    </NavigationMenu>
  );
}
