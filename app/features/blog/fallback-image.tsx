import { UserRound } from "lucide-react";
import { type ComponentProps, useEffect, useRef, useState } from "react";
import { defaultAvatar, placeholderCover } from "~/copy/blog/authors";
import { cn } from "~/components/ui/cn";

/**
 * An article cover: a muted, pulsing box until the image has loaded, and the blog placeholder
 * if it fails (silent fallback). The server-rendered image may finish before
 * hydration, so the effect also checks `complete`.
 */
export function CoverImage({
  src,
  alt,
  className,
  ...props
}: Omit<ComponentProps<"img">, "onLoad" | "onError"> & { src: string; alt: string }) {
  const ref = useRef<HTMLImageElement>(null);
  const [current, setCurrent] = useState(src);
  const [loaded, setLoaded] = useState(false);
  const fail = () => {
    if (current !== placeholderCover) setCurrent(placeholderCover);
    else setLoaded(true);
  };
  useEffect(() => {
    const image = ref.current;
    if (!image?.complete) return;
    if (image.naturalWidth > 0) setLoaded(true);
    else if (image.currentSrc || image.src) fail();
    // Only the first render's image can have settled before hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <span className={cn("relative block overflow-hidden bg-muted", className)}>
      {/* The loading placeholder sits behind the image, so pages stay readable without JavaScript. */}
      {loaded ? null : (
        <span aria-hidden="true" className="absolute inset-0 bg-muted motion-safe:animate-pulse" />
      )}
      <img
        ref={ref}
        src={current}
        alt={alt}
        data-loaded={loaded ? "true" : "false"}
        onLoad={() => setLoaded(true)}
        onError={fail}
        className="relative size-full object-cover"
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
