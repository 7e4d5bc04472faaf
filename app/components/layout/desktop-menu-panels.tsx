import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import type { NavLink } from "~/copy/navigation";
import { businessMenu, toolsMenu, whyMenu } from "~/copy/navigation-menus";
import { NavIcon } from "./nav-icon";

/** The bodies of the desktop menus, loaded when the pointer or focus first reaches the menu bar. */

/** A menu entry: icon, label and one-line description. Choosing it closes the menu. */
function MenuItemLink({ link, compact = false }: { link: NavLink; compact?: boolean }) {
  return (
    <li>
      <Link
        to={link.href}
        className="group flex items-start gap-3 rounded-lg p-2.5 transition-colors hover:bg-accent focus-visible:bg-accent"
      >
        {compact ? null : <NavIcon name={link.icon} />}
        <span className="grid gap-0.5">
          <span className="text-sm leading-snug font-medium text-foreground">{link.label}</span>
          {link.description ? (
            <span className="text-[0.8125rem] leading-snug text-muted-foreground">
              {link.description}
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  );
}

function CtaButton({ link }: { link: NavLink }) {
  return (
    <ButtonLink size="sm" to={link.href}>
      {link.label}
      <ArrowRight aria-hidden="true" />
    </ButtonLink>
  );
}

const groupId = (title: string) => `nav-tools-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;

export function WhyPanel() {
  return (
    <>
      <ul className="grid grid-cols-2 gap-1">
        {whyMenu.links.map((link) => (
          <MenuItemLink key={link.href} link={link} />
        ))}
      </ul>
    </>
  );
}

export function BusinessPanel() {
  return (
    <>
      <div className="grid grid-cols-[13rem_1fr] gap-3">
        <div className="flex flex-col justify-between gap-4 rounded-lg bg-gradient-to-br from-primary/15 via-primary/5 to-transparent p-4 ring-1 ring-primary/15">
          <div className="grid gap-1.5">
            <p className="text-base font-semibold">{businessMenu.intro.title}</p>
            <p className="text-[0.8125rem] leading-snug text-muted-foreground">
              {businessMenu.intro.description}
            </p>
          </div>
          <CtaButton link={businessMenu.cta} />
        </div>
        <ul className="grid gap-0.5">
          {businessMenu.links.map((link) => (
            <MenuItemLink key={link.label} link={link} />
          ))}
        </ul>
      </div>
    </>
  );
}

export function ToolsPanel() {
  return (
    <>
      <div className="grid grid-cols-3 gap-4">
        {toolsMenu.groups.map((group) => (
          <div key={group.title}>
            <p
              id={groupId(group.title)}
              className="px-2.5 pb-1.5 text-xs font-semibold tracking-wider text-muted-foreground uppercase"
            >
              {group.title}
            </p>
            <ul aria-labelledby={groupId(group.title)} className="grid gap-0.5">
              {group.links.map((link) => (
                <MenuItemLink key={link.href} link={link} />
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="mt-3 flex items-center justify-between gap-4 border-t pt-3">
        <p className="px-2.5 text-[0.8125rem] text-muted-foreground">
          Free, private and measured for real. No sign-up needed.
        </p>
        <CtaButton link={toolsMenu.cta} />
      </div>
    </>
  );
}
