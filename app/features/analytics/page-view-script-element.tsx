import { useNonce } from "~/lib/security/nonce";

/**
 * The page-view script (page-view-script.ts), placed early in the body of every public page.
 * Its text comes from the layout's loader, so it is not also bundled as JavaScript.
 */
export function PageViewScriptElement({ script }: { script: string }) {
  const nonce = useNonce();
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
  );
}
