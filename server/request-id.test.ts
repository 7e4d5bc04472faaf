import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { requestId } from "./request-id";

function call(header?: string | string[]) {
  const headers: Record<string, string> = {};
  const req = { headers: header === undefined ? {} : { "x-request-id": header } };
  const res = { setHeader: (name: string, value: string) => (headers[name] = value) };
  const id = requestId(req as unknown as IncomingMessage, res as unknown as ServerResponse);
  return { id, echoed: headers["X-Request-Id"] };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("requestId", () => {
  it("keeps a well-formed incoming id and echoes it", () => {
    expect(call("lb-7f3a.2:1")).toEqual({ id: "lb-7f3a.2:1", echoed: "lb-7f3a.2:1" });
    const uuid = "0b9c1e52-6a0f-4c1e-9d7e-3f2a1b0c9d8e";
    expect(call(uuid).id).toBe(uuid);
  });

  it("makes a fresh UUID when none is sent, and two differ", () => {
    const first = call();
    expect(first.id).toMatch(UUID);
    expect(first.echoed).toBe(first.id);
    expect(call().id).not.toBe(first.id);
  });

  it("replaces hostile or oversized ids", () => {
    for (const bad of [
      "",
      "a b",
      'x"}\n{"level":60',
      "<script>",
      "-starts-with-dash",
      "a".repeat(129),
      "ünïcode",
    ]) {
      const { id, echoed } = call(bad);
      expect(id, bad).toMatch(UUID);
      expect(echoed).toBe(id);
    }
    expect(call(["a", "b"]).id).toMatch(UUID);
    expect(call("a".repeat(128)).id).toBe("a".repeat(128));
  });
});
