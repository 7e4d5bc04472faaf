import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true once React handles events. A prerendered page
 * must first render exactly what was rendered at build time (no URL state), and only then apply
 * browser state; a form keeps its submit disabled until its handler can run.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
