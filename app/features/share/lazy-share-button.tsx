import { type ComponentProps, Suspense } from "react";
import { lazyPart } from "~/components/ui/lazy-part";

const LoadedShareButton = lazyPart(() =>
  import("./share-button").then((module) => module.ShareButton),
);

/**
 * The share button appears only under a finished result, so its code (and the link maker's)
 * loads then, not with the page.
 */
export function ShareButton(props: ComponentProps<typeof LoadedShareButton>) {
  return (
    <Suspense fallback={null}>
      <LoadedShareButton {...props} />
    </Suspense>
  );
}
