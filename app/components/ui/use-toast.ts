import { type ReactElement, type ReactNode, useEffect, useState } from "react";

/** One toast on screen at a time. */
export const TOAST_LIMIT = 1;
/** How long a dismissed toast stays mounted (so its exit animation and Radix's cleanup finish). */
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = "default" | "destructive";

export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  /** A <ToastAction altText="…"> element. */
  action?: ReactElement;
  variant?: ToastVariant;
};

export type ToastItem = ToastInput & {
  id: string;
  open: boolean;
};

export type ToastState = { toasts: ToastItem[] };

export type ToastAction =
  | { type: "ADD"; toast: ToastItem }
  | { type: "UPDATE"; toast: Partial<ToastItem> & { id: string } }
  | { type: "DISMISS"; toastId?: string }
  | { type: "REMOVE"; toastId?: string };

/** Pure state transitions; side effects (timers) live in `dispatch`. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "ADD":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE":
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case "DISMISS":
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case "REMOVE":
      return {
        toasts:
          action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

let memoryState: ToastState = { toasts: [] };
const listeners = new Set<(state: ToastState) => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      dispatch({ type: "REMOVE", toastId: id });
    }, TOAST_REMOVE_DELAY),
  );
}

function dispatch(action: ToastAction) {
  if (action.type === "DISMISS") {
    const ids = action.toastId ? [action.toastId] : memoryState.toasts.map((t) => t.id);
    ids.forEach(scheduleRemoval);
  }
  memoryState = toastReducer(memoryState, action);
  listeners.forEach((listener) => listener(memoryState));
}

/** Shows a toast; returns handles to update or dismiss it. Callable outside React. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const dismiss = () => dispatch({ type: "DISMISS", toastId: id });
  dispatch({ type: "ADD", toast: { ...input, id, open: true } });
  return {
    id,
    dismiss,
    update: (next: ToastInput) => dispatch({ type: "UPDATE", toast: { ...next, id } }),
  };
}

export function dismissToast(toastId?: string) {
  dispatch({ type: "DISMISS", toastId });
}

export function useToast() {
  const [state, setState] = useState(memoryState);
  useEffect(() => {
    listeners.add(setState);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { ...state, toast, dismiss: dismissToast };
}
