// STUB: replaced by the shell work (Radix toast, one at a time, 5 s, swipe right 50 px, F8).
export function Toaster() {
  return null;
}
