import { useEffect, useState } from "react";
import { shareTokenFromHash } from "./share-client";

/**
 * The share link's token in the page's fragment (#r=…), read once the page is in the browser
 * (the server never sees a fragment) and again whenever the fragment changes: a link pasted
 * into the same tab changes only the fragment. Null without one; undefined until read.
 */
export function useShareToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const read = () => setToken(shareTokenFromHash(window.location.hash));
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, []);
  return token;
}
