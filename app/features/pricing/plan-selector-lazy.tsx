import { Suspense, lazy } from "react";
import { LazyPartBoundary } from "~/components/ui/lazy-part";
import type * as PlanSelectorModuleType from "./plan-selector";
import type { PlanSelectorProps } from "./plan-selector";

type PlanSelectorModule = typeof PlanSelectorModuleType;

const load = () => import("./plan-selector");
let preloaded: PlanSelectorModule | undefined;

/**
 * Server side: call (and await) this in the page's loader, so the module is in memory when the
 * page renders and the selector is rendered in full into the HTML instead of a fallback.
 */
export async function preloadPlanSelector(): Promise<void> {
  preloaded ??= await load();
}

type LazyModule = { default: PlanSelectorModule["PlanSelector"] };

const ClientPlanSelector = lazy((): Promise<LazyModule> => {
  const ready = preloaded;
  if (ready) {
    // A thenable that resolves synchronously: React renders the preloaded module at once
    // (a real promise, even a settled one, would suspend the first render).
    const settled: PromiseLike<LazyModule> = {
      then: (resolve) => resolve?.({ default: ready.PlanSelector }) as never,
    };
    return settled as Promise<LazyModule>;
  }
  return load().then((module) => ({ default: module.PlanSelector }));
});

/**
 * The plan selector without its code in the page's first load, for pages with no JavaScript
 * budget to spare (the landing page). The server renders it in full (see
 * `preloadPlanSelector`), so the HTML is complete without JavaScript; in the browser its chunk
 * loads after the page's, and React keeps the server's markup until then (a component that
 * suspends while hydrating keeps its HTML).
 */
export function LazyPlanSelector(props: PlanSelectorProps) {
  return (
    <LazyPartBoundary>
      <Suspense fallback={<div className="min-h-[48rem]" aria-busy="true" />}>
        <ClientPlanSelector {...props} />
      </Suspense>
    </LazyPartBoundary>
  );
}
