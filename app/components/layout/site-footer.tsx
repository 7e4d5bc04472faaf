import { Link } from "react-router";
import { site } from "~/config/site";
import type { FooterLocationGroup } from "./footer-locations";
import { type NavGroup, type NavLink, footerColumns, legalLinks } from "~/copy/navigation";
import { Logo } from "./logo";
import { PaymentIcons } from "./payment-icons";

const linkClass =
  "rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground";

function LinkList({ links, className }: { links: NavLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href + link.label}>
          <Link to={link.href} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function FooterColumn({ group }: { group: NavGroup }) {
  const headingId = `footer-${group.title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold text-foreground">
        {group.title}
      </h2>
      <LinkList links={group.links} className="mt-4 grid gap-2.5" />
    </nav>
  );
}

function FooterLocations({ groups }: { groups: FooterLocationGroup[] }) {
  return (
    <nav aria-labelledby="footer-locations" className="border-t py-10">
      <h2 id="footer-locations" className="text-sm font-semibold text-foreground">
        VPN Locations
      </h2>
      <div className="mt-6 grid grid-cols-2 gap-8 md:grid-cols-3 lg:grid-cols-5">
        {groups.map(({ region, links }) => (
          <div key={region}>
            <h3 className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
              {region}
            </h3>
            <ul className="mt-3 grid gap-2">
              {links.map((link) => (
                <li key={link.id}>
                  <Link to={`/locations/${link.id}`} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}

/**
 * The footer's content, rendered on the server only (site-footer.server.tsx); the `<footer>`
 * element around it is the site shell's, which keeps that markup instead of hydrating it.
 * `locations` is optional so the footer can be drawn without the location links.
 */
export function SiteFooter({ locations }: { locations?: FooterLocationGroup[] }) {
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 py-14 lg:grid-cols-6">
          <div className="col-span-2 flex flex-col gap-5">
            <Logo className="self-start" />
            <p className="max-w-xs text-sm leading-relaxed text-muted-foreground">{site.tagline}</p>
            <div>
              <h2 className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                Secure Payment Methods
              </h2>
              <div className="mt-3">
                <PaymentIcons />
              </div>
            </div>
          </div>
          {footerColumns.map((group) => (
            <FooterColumn key={group.title} group={group} />
          ))}
        </div>
        {locations?.length ? <FooterLocations groups={locations} /> : null}
        <div className="flex flex-col gap-4 border-t py-8 md:flex-row md:items-center md:justify-between">
          <p className="text-sm text-muted-foreground">
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span>{" "}
            {`${site.operator} All rights reserved.`}
          </p>
          <nav aria-label="Legal">
            <LinkList links={legalLinks} className="flex flex-wrap gap-x-6 gap-y-2" />
          </nav>
        </div>
      </div>
    </>
  );
}
