import { UserRound } from "lucide-react";
import { type ComponentProps, useEffect, useRef, useState } from "react";
import { defaultAvatar, placeholderCover } from "~/copy/blog/authors";
import { cn } from "~/components/ui/cn";

/**
 * An article cover: a muted box until the image has painted over it, and the blog placeholder
 * if it fails (silent fallback). The box is the container's own background, with no
 * animation: the pages that show covers hydrate only on intent (decision 022), so a pulse
 * that the app stops on `load` went on, unseen under the image, for as long as the page was
 * open. An image that failed before hydration is found by the effect (`complete` with no
 * pixels), since its `error` event came before React listened.
 */
export function CoverImage({
  src,
  alt,
  className,
  ...props
}: Omit<ComponentProps<"img">, "onLoad" | "onError"> & { src: string; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [current, setCurrent] = useState(src);
  const fail = () => {
    if (current !== placeholderCover) setCurrent(placeholderCover);
  };
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0 && (image.currentSrc || image.src)) fail();
    // Only the first render's image can have settled before hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <span className={cn("relative block overflow-hidden bg-muted", className)}>
      <img
        ref={ref}
        src={current}
        alt={alt}
        onError={fail}
        className="size-full object-cover"
        {...props}
      />
    </span>
  );
}

/** An author's picture; the default avatar when it fails, and an icon if that fails too. */
export function AuthorAvatar({ src, size = 40 }: { src: string; size?: number }) {
  const [current, setCurrent] = useState(src);
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span
        className="flex shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground"
        style={{ width: size, height: size }}
      >
        <UserRound className="size-1/2" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={current}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => (current === defaultAvatar ? setFailed(true) : setCurrent(defaultAvatar))}
      className="shrink-0 rounded-full bg-muted object-cover"
      style={{ width: size, height: size }}
    />
  );
}
