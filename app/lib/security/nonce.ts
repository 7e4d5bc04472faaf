import { createContext as createReactContext, useContext } from "react";
import { sharedRouterContext } from "~/config/shared-context";

/**
 * The request's CSP nonce, set by the server for pages rendered per request. Empty when
 * prerendering: no request exists at build time, so prerendered pages carry no nonce and the
 * server allows their inline scripts by hash (decision 021), which keeps the files
 * byte-identical across requests.
 */
export const nonceContext = sharedRouterContext<string>("csp-nonce", "");

const NonceReactContext = createReactContext<string | undefined>(undefined);

export const NonceProvider = NonceReactContext.Provider;

/** The nonce while rendering on the server; undefined in the browser, where it is not needed. */
export function useNonce(): string | undefined {
  return useContext(NonceReactContext);
}
