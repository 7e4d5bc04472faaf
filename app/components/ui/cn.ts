import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. It does not resolve conflicting utilities (no tailwind-merge: its
 * 8 KB would cost a sixth of the landing page's JavaScript budget left after React), so a
 * className passed to a primitive must add to its classes, not contradict them: use a
 * variant, or a responsive variant such as `max-md:hidden`, instead of overriding.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
