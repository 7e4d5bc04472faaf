import type { Route } from "./+types/analytics";
import { StatCard } from "~/components/layout/admin-cards";
import { AdminIcon } from "~/components/layout/admin-icon";
import { AdminPageHeader } from "~/components/layout/admin-page-header";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { adminAnalytics as copy } from "~/copy/admin-analytics";
import { adminPages } from "~/copy/admin-pages";
import { databaseContext } from "~/db/context";
import { formatPercent } from "~/features/analytics/analytics-report";
import { formatCount } from "~/lib/text/format-count";
import { formatDayMonth } from "~/lib/text/format-date";
import { analyticsReport } from "~/features/analytics/analytics-report.server";
import { PageViewsChart } from "~/features/analytics/page-views-chart";
import { RankedTable } from "~/features/analytics/ranked-table";
import { adminMeta } from "~/lib/seo/admin-meta";

const page = adminPages.analytics;

/** The last 30 days' figures (the admin layout's middleware has already checked the session). */
export async function loader({ context }: Route.LoaderArgs) {
  return { report: await analyticsReport(context.get(databaseContext), new Date()) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  adminMeta(page, "/admin/analytics", matches);

export default function AdminAnalytics({ loaderData: { report } }: Route.ComponentProps) {
  const { cards } = copy;
  const knownCountries = report.topCountries.filter((country) => country.code !== "");
  return (
    <div className="grid gap-8">
      <AdminPageHeader heading={page.heading} description={page.description} />

      <section aria-labelledby="analytics-overview-heading">
        <h2 id="analytics-overview-heading" className="sr-only">
          {copy.overviewHeading}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard
            title={cards.pageViews.title}
            icon={<AdminIcon name="page-views" />}
            value={formatCount(report.pageViews)}
            caption={cards.pageViews.caption}
          />
          <StatCard
            title={cards.conversionRate.title}
            icon={<AdminIcon name="analytics" />}
            value={formatPercent(report.conversionRate)}
            caption={cards.conversionRate.caption(report.checkoutsSubmitted, report.visitors)}
          />
          <StatCard
            title={cards.activeUsers.title}
            icon={<AdminIcon name="active-users" />}
            value={formatCount(report.online)}
            caption={cards.activeUsers.caption}
          />
          <StatCard
            title={cards.topLocations.title}
            icon={<AdminIcon name="locations" />}
            value={formatCount(report.countryCount)}
            caption={cards.topLocations.caption(knownCountries.slice(0, 3).map((c) => c.name))}
          />
        </div>
      </section>

      <Card className="gap-4">
        <CardHeader>
          <h2 className="text-lg leading-tight font-semibold">{copy.chart.heading}</h2>
          <p className="text-sm text-muted-foreground">
            {copy.chart.description(formatDayMonth(report.from), formatDayMonth(report.to))}
          </p>
        </CardHeader>
        <CardContent>
          <PageViewsChart daily={report.daily} />
        </CardContent>
      </Card>

      <div className="grid gap-4 lg:grid-cols-3">
        <RankedTable
          {...copy.topPages}
          rows={report.topPages.map((row) => ({
            key: row.path,
            label: row.path,
            count: row.pageViews,
          }))}
        />
        <RankedTable
          {...copy.topReferrers}
          rows={report.topReferrers.map((row) => ({
            key: row.host,
            label: row.host,
            count: row.pageViews,
          }))}
        />
        <RankedTable
          {...copy.topLocations}
          rows={report.topCountries.map((row) => ({
            key: row.code,
            label: row.name,
            count: row.visitors,
          }))}
        />
      </div>

      <section aria-labelledby="analytics-goals-heading" className="grid gap-2 text-sm">
        <h2 id="analytics-goals-heading" className="text-lg font-semibold">
          {copy.funnel.heading}
        </h2>
        <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="text-muted-foreground">{copy.funnel.started}</dt>
          <dd className="font-medium tabular-nums">{formatCount(report.checkoutsStarted)}</dd>
          <dt className="text-muted-foreground">{copy.funnel.submitted}</dt>
          <dd className="font-medium tabular-nums">{formatCount(report.checkoutsSubmitted)}</dd>
        </dl>
        <p className="text-muted-foreground">{copy.privacyNote}</p>
      </section>
    </div>
  );
}
