import { redirect } from "react-router";
import type { Route } from "./+types/login";
import { AdminBrandMark } from "~/components/layout/admin-icon";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { adminPages } from "~/copy/admin-pages";
import { ADMIN_HOME_PATH } from "~/features/auth/admin-paths";
import { LoginForm } from "~/features/auth/login-form";
import { privatePageHeaders } from "~/features/auth/private-page-headers";
import { requestAuthContext } from "~/features/auth/request-auth";
import { adminMeta } from "~/lib/seo/admin-meta";

const page = adminPages.login;

export const middleware: Route.MiddlewareFunction[] = [privatePageHeaders];

/** Signed in already: straight to the dashboard, before anything renders. */
export async function loader({ context }: Route.LoaderArgs) {
  const auth = context.get(requestAuthContext);
  if (await auth.currentAdmin()) throw redirect(ADMIN_HOME_PATH);
  return { autoLoginAvailable: auth.clientTrusted };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(page, "/admin/login", matches);

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  return (
    <main
      id="main"
      className="relative isolate flex min-h-dvh items-center justify-center px-4 py-12"
    >
      <div aria-hidden="true" className="hero-glow absolute inset-x-0 top-0 -z-10 h-96" />
      <Card className="w-full max-w-sm">
        <CardHeader className="justify-items-center text-center">
          <AdminBrandMark className="mb-2 size-10" />
          <h1 className="text-2xl font-bold tracking-tight">{page.heading}</h1>
          <CardDescription>{page.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <LoginForm autoLoginAvailable={loaderData.autoLoginAvailable} />
        </CardContent>
      </Card>
    </main>
  );
}
