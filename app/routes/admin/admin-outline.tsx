import { data } from "react-router";
import type { Route } from "./+types/admin-outline";
import { adminPages } from "~/content/admin-pages";
import { fullTitle } from "~/features/seo/meta";

/** The outline of an admin screen until the admin issues build it. */
export function loader({ url }: Route.LoaderArgs) {
  const key = url.pathname.split("/")[2] ?? "";
  const page = adminPages[key];
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: fullTitle(loaderData?.page.title ?? "Admin") },
  { name: "robots", content: "noindex" },
];

export default function AdminOutline({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{loaderData.page.heading}</h1>
    </main>
  );
}
