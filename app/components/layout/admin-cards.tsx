import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

/** One figure of the dashboard: a title with its icon, the value and a caption. */
export function StatCard({
  title,
  icon,
  value,
  caption,
}: {
  title: string;
  icon: ReactNode;
  value: ReactNode;
  caption: string;
}) {
  return (
    <Card className="gap-3">
      <div className="flex items-center justify-between gap-2 px-6">
        <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
        <span className="text-muted-foreground [&_svg]:size-4">{icon}</span>
      </div>
      <CardContent className="grid gap-1">
        <p className="text-3xl font-bold tracking-tight tabular-nums" data-slot="stat-value">
          {value}
        </p>
        <p className="text-xs text-muted-foreground">{caption}</p>
      </CardContent>
    </Card>
  );
}

/** A card that leads to another admin screen; the whole card is the link. */
export function LinkCard({
  title,
  description,
  href,
  icon,
}: {
  title: string;
  description: string;
  href: string;
  icon: ReactNode;
}) {
  return (
    <Card className="group relative gap-3 transition-colors hover:border-primary/50 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring">
      <CardHeader>
        <span className="mb-2 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary [&_svg]:size-5">
          {icon}
        </span>
        <CardTitle>
          <Link
            to={href}
            className="after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
          >
            {title}
          </Link>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <span
          className="inline-flex items-center gap-1 text-sm font-medium text-primary"
          aria-hidden="true"
        >
          Open <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </CardContent>
    </Card>
  );
}
