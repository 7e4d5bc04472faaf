import { type ReactNode, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { getEnv, siteUrl } from "~/config/env.server";
import type { PublicConfig } from "~/config/public-config";
import { useNonce } from "~/lib/security/nonce";
import { themeScript } from "~/lib/theme/theme";
import { HYDRATED_EVENT } from "~/lib/static-output/hydrate-on-intent";
import { Toaster } from "~/components/ui/toaster";
import { LazyErrorScreen, preloadErrorScreen } from "~/components/layout/lazy-error-screen";
import { whenIdle } from "~/lib/async/when-idle";

export function loader(): PublicConfig {
  const env = getEnv();
  return {
    origin: siteUrl(env),
    clientAreaUrl: env.CLIENT_AREA_URL,
    breachApiBase: env.BREACH_API_BASE,
    stun: env.STUN_PORT ? { host: env.STUN_PUBLIC_HOST ?? null, port: env.STUN_PORT } : null,
  };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" className="dark" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark light" />
        {/* The server's text is kept as it is (hydration does not rewrite a script's body), so
            the browser's bundle leaves the script out. */}
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? themeScript : "" }}
        />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Runs once the whole page has hydrated: a page that hydrates on intent replays the click
  // that started it (decision 022).
  useEffect(() => {
    document.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  // The error screen is not in the first load: fetched once idle, a later failure still has it.
  useEffect(() => whenIdle(preloadErrorScreen), []);
  return <Outlet />;
}

/** Last resort for errors outside the site and admin layouts (they have their own boundaries). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LazyErrorScreen error={error} />;
}
