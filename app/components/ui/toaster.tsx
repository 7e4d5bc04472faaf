import { Suspense } from "react";
import { lazyPart } from "./lazy-part";
import { useToast } from "./use-toast";

// Radix Toast stays out of every page's first load: most visits never show a toast.
const ToastRegion = lazyPart(() => import("./toast-region").then((module) => module.ToastRegion), {
  notice: "floating",
});

/**
 * Renders the toast store; mounted once in root.tsx. One at a time, 5 s, swipe right past
 * 50 px to dismiss; Radix's viewport hotkey (F8) works while a toast is on screen.
 */
export function Toaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
