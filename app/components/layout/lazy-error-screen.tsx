import { Suspense } from "react";
import { lazyPart } from "~/components/ui/lazy-part";

/**
 * Few visits show an error screen, so its code and icons are not in every page's first load
 * (decision 005). `preloadErrorScreen` fetches them once the page is idle: a later failure (a
 * dropped connection, a new release) still finds the screen. A page rendered with it on the
 * server keeps that markup until they arrive.
 */
const loadErrorScreen = () => import("./error-screen");
const Screen = lazyPart(() => loadErrorScreen().then((module) => module.ErrorScreen));

export const preloadErrorScreen = () => void loadErrorScreen();

/**
 * `ErrorScreen` for a route's error boundary. The not-found route, whose page is the screen,
 * imports `ErrorScreen` itself.
 */
export function LazyErrorScreen({ error }: { error: unknown }) {
  return (
    <Suspense fallback={null}>
      <Screen error={error} />
    </Suspense>
  );
}
