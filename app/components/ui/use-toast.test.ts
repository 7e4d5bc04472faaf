import { describe, expect, it } from "vitest";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, type ToastItem, toastReducer } from "./use-toast";

const item = (id: string): ToastItem => ({ id, title: `Toast ${id}`, open: true });

describe("toastReducer", () => {
  it("keeps one toast at a time, newest first", () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = toastReducer({ toasts: [] }, { type: "ADD", toast: item("1") });
    state = toastReducer(state, { type: "ADD", toast: item("2") });
    expect(state.toasts.map((t) => t.id)).toEqual(["2"]);
  });

  it("updates only the matching toast", () => {
    const state = toastReducer(
      { toasts: [item("1")] },
      { type: "UPDATE", toast: { id: "1", title: "Saved" } },
    );
    expect(state.toasts[0]).toMatchObject({ id: "1", title: "Saved", open: true });
    const untouched = toastReducer(state, { type: "UPDATE", toast: { id: "9", title: "x" } });
    expect(untouched.toasts[0]?.title).toBe("Saved");
  });

  it("dismiss closes a toast without removing it", () => {
    const state = toastReducer({ toasts: [item("1")] }, { type: "DISMISS", toastId: "1" });
    expect(state.toasts).toEqual([{ ...item("1"), open: false }]);
  });

  it("dismiss without an id closes every toast", () => {
    const state = toastReducer({ toasts: [item("1"), item("2")] }, { type: "DISMISS" });
    expect(state.toasts.every((t) => !t.open)).toBe(true);
  });

  it("remove deletes one toast, or all without an id", () => {
    const both = { toasts: [item("1"), item("2")] };
    expect(toastReducer(both, { type: "REMOVE", toastId: "1" }).toasts.map((t) => t.id)).toEqual([
      "2",
    ]);
    expect(toastReducer(both, { type: "REMOVE" }).toasts).toEqual([]);
  });

  it("keeps a dismissed toast mounted for the removal delay", () => {
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });
});
