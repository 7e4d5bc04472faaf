import { createContext, type RouterContext } from "react-router";

/**
 * A router context key shared by every copy of the module that declares it.
 *
 * The Express server and the React Router server build are bundled separately, so each
 * holds its own copy of modules such as app/db/context.ts. Context keys are compared by
 * identity, so a key created per copy would never match; registering it under a global
 * symbol makes both copies use one key.
 */
export function sharedRouterContext<T>(name: string, defaultValue?: T): RouterContext<T> {
  const registry = globalThis as unknown as Record<symbol, RouterContext<T> | undefined>;
  const symbol = Symbol.for(`umbra.router-context.${name}`);
  registry[symbol] ??= createContext<T>(defaultValue);
  return registry[symbol];
}
