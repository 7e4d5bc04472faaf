import { type RefObject, useEffect, useState } from "react";
import { currentHeadingId, readingProgress } from "./current-heading";

/**
 * Follows the reader through an article: the percentage read and the current heading (the
 * last one within 100 px of the top), measured on scroll and resize, once per frame.
 */
export function useReadingPosition(
  articleRef: RefObject<HTMLElement | null>,
  headingIds: readonly string[],
): { progress: number; currentId: string | undefined } {
  const [state, setState] = useState<{ progress: number; currentId: string | undefined }>({
    progress: 0,
    currentId: undefined,
  });
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const article = articleRef.current;
      if (!article) return;
      const box = article.getBoundingClientRect();
      const tops = headingIds.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      const next = {
        progress: readingProgress({ top: box.top, height: box.height }, window.innerHeight),
        currentId: currentHeadingId(tops),
      };
      setState((prev) =>
        prev.progress === next.progress && prev.currentId === next.currentId ? prev : next,
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [articleRef, headingIds]);
  return state;
}
