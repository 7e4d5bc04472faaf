import { createContext as createReactContext, useContext } from "react";
import { sharedRouterContext } from "~/config/shared-context";

/**
 * Prerendered pages are built before any request exists, so they carry this placeholder;
 * the server swaps it for a fresh nonce each time it serves the file.
 */
export const CSP_NONCE_PLACEHOLDER = "__CSP_NONCE__";

/** The request's CSP nonce, set by the server for pages rendered per request. */
export const nonceContext = sharedRouterContext<string>("csp-nonce", CSP_NONCE_PLACEHOLDER);

const NonceReactContext = createReactContext<string | undefined>(undefined);

export const NonceProvider = NonceReactContext.Provider;

/** The nonce while rendering on the server; undefined in the browser, where it is not needed. */
export function useNonce(): string | undefined {
  return useContext(NonceReactContext);
}
