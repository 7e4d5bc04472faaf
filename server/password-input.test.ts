import { EventEmitter } from "node:events";
import type { ReadStream } from "node:tty";
import { describe, expect, it, vi } from "vitest";
import { promptHidden } from "./password-input";

/** A terminal in raw mode that sends `keys` as one read. */
function terminal(keys: string): ReadStream {
  const stream = Object.assign(new EventEmitter(), {
    setRawMode: () => stream,
    setEncoding: () => stream,
    pause: () => stream,
    resume: () => {
      queueMicrotask(() => stream.emit("data", keys));
      return stream;
    },
  });
  return stream as unknown as ReadStream;
}

describe("promptHidden", () => {
  vi.spyOn(process.stderr, "write").mockImplementation(() => true);

  it("keeps what was typed, with backspace taking the last character", async () => {
    expect(await promptHidden("?", terminal("secret-passX\u007fword\r"))).toBe("secret-password");
  });

  it("keeps nothing of a key that sends an escape sequence (arrows, Delete, Home, F-keys)", async () => {
    const keys = "secret\u001b[D\u001b[C-pass\u001b[3~\u001bOHword\u001b[15~\r";
    expect(await promptHidden("?", terminal(keys))).toBe("secret-password");
    // Escape pressed on its own, then Enter: the Enter still ends the line.
    expect(await promptHidden("?", terminal("secret-password\u001b\r"))).toBe("secret-password");
  });
});
