import { Bot, Plus } from "lucide-react";
import type { Route } from "./+types/dashboard";
import { LinkCard, StatCard } from "~/components/layout/admin-cards";
import { AdminIcon } from "~/components/layout/admin-icon";
import { AdminPageHeader } from "~/components/layout/admin-page-header";
import { ButtonLink } from "~/components/ui/button";
import { adminDashboard as copy } from "~/copy/admin";
import { adminPages } from "~/copy/admin-pages";
import { databaseContext } from "~/db/context";
import { dashboardFigures } from "~/features/admin-stats/admin-stats";
import { adminStatsSources, collectAdminStats } from "~/features/admin-stats/admin-stats.server";
import { pageViewsLast30Days } from "~/features/analytics/analytics-report.server";
import { formatCount } from "~/lib/text/format-count";
import { adminMeta } from "~/lib/seo/admin-meta";

const page = adminPages.dashboard;

/** The figures load with the page (the shell's middleware has already checked the session). */
export async function loader({ context }: Route.LoaderArgs) {
  const db = context.get(databaseContext);
  const now = new Date();
  const [stats, pageViews] = await Promise.all([
    collectAdminStats(adminStatsSources(db), now),
    pageViewsLast30Days(db, now),
  ]);
  return { figures: dashboardFigures(stats, pageViews) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(page, "/admin/dashboard", matches);

export default function AdminDashboard({ loaderData: { figures } }: Route.ComponentProps) {
  const { stats } = copy;
  return (
    <div className="grid gap-8">
      <AdminPageHeader heading={page.heading} description={page.description}>
        <ButtonLink to={copy.newContent.href}>
          <Plus aria-hidden="true" />
          {copy.newContent.label}
        </ButtonLink>
        <ButtonLink to={copy.newAutomation.href} variant="outline">
          <Bot aria-hidden="true" />
          {copy.newAutomation.label}
        </ButtonLink>
      </AdminPageHeader>

      <section aria-labelledby="overview-heading">
        <h2 id="overview-heading" className="sr-only">
          {copy.overviewHeading}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard
            title={stats.totalContent.title}
            icon={<AdminIcon name="content" />}
            value={figures.totalContent}
            caption={stats.totalContent.caption(
              figures.totalContentParts.items,
              figures.totalContentParts.published,
            )}
          />
          <StatCard
            title={stats.scheduled.title}
            icon={<AdminIcon name="scheduled" />}
            value={figures.scheduled}
            caption={stats.scheduled.caption}
          />
          <StatCard
            title={stats.activeAutomations.title}
            icon={<AdminIcon name="automation" />}
            value={figures.activeAutomations}
            caption={stats.activeAutomations.caption}
          />
          <StatCard
            title={stats.pageViews.title}
            icon={<AdminIcon name="page-views" />}
            value={formatCount(figures.pageViews)}
            caption={stats.pageViews.caption}
          />
        </div>
      </section>

      <section aria-labelledby="manage-heading" className="grid gap-4">
        <h2 id="manage-heading" className="text-lg font-semibold">
          {copy.linksHeading}
        </h2>
        <div className="grid gap-4 md:grid-cols-3">
          {copy.links.map((link) => (
            <LinkCard
              key={link.href}
              title={link.title}
              description={link.description}
              href={link.href}
              icon={<AdminIcon name={link.icon} />}
            />
          ))}
        </div>
      </section>
    </div>
  );
}
