import { afterEach, describe, expect, it, vi } from "vitest";
import { NETWORK_ERROR_TEXT, UNREADABLE_ANSWER_TEXT } from "~/lib/api-client/api-client";
import {
  ProxyCheckError,
  checkProxy,
  frameSandbox,
  frameSource,
  normalizeTargetInput,
  storedBlockScripts,
} from "./proxy-session";

describe("normalizeTargetInput", () => {
  it("assumes https:// when no scheme is typed, and keeps what was typed otherwise", () => {
    expect(normalizeTargetInput("  example.com/news ")).toBe("https://example.com/news");
    expect(normalizeTargetInput("http://example.com")).toBe("http://example.com");
    expect(normalizeTargetInput("ftp://example.com")).toBe("ftp://example.com");
    expect(normalizeTargetInput("   ")).toBe("");
  });
});

describe("frameSource", () => {
  it("uses PROXY_ORIGIN when the server has one", () => {
    expect(frameSource(null, "https://a.example/", "auto")).toBe(
      "/api/proxy?url=https%3A%2F%2Fa.example%2F&proxyId=auto",
    );
    expect(frameSource("https://proxy.example", "https://a.example/", "sg-1")).toBe(
      "https://proxy.example/api/proxy?url=https%3A%2F%2Fa.example%2F&proxyId=sg-1",
    );
    expect(frameSource(null, "https://a.example/", "auto", true)).toBe(
      "/api/proxy?url=https%3A%2F%2Fa.example%2F&proxyId=auto&js=0",
    );
  });
});

describe("block scripts", () => {
  it("is on for a visitor who has not chosen, and drops scripts and popups from the sandbox", () => {
    expect(storedBlockScripts(undefined)).toBe(true);
    expect(storedBlockScripts({ getItem: () => null })).toBe(true);
    expect(storedBlockScripts({ getItem: () => "off" })).toBe(false);
    expect(
      storedBlockScripts({
        getItem: () => {
          throw new Error("denied");
        },
      }),
    ).toBe(true);
    expect(frameSandbox(true)).toBe("allow-forms");
    expect(frameSandbox(false)).toBe("allow-scripts allow-forms allow-popups allow-modals");
  });
});

describe("checkProxy", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("fails with Proxy request failed and the server's message on a non-ok answer", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ message: "Nope." }), { status: 403 })),
    );
    const error = await checkProxy("http://10.0.0.1/", "auto").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProxyCheckError);
    expect((error as ProxyCheckError).message).toBe("Proxy request failed");
    expect((error as ProxyCheckError).detail).toBe("Nope.");
  });

  it("resolves when the site answered, asking our own origin's check (JSON, never the page)", async () => {
    const fetch = vi.fn(async (_url: string) => Response.json({ status: 200 }));
    vi.stubGlobal("fetch", fetch);
    await checkProxy("https://a.example/", "auto");
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]?.[0]).toBe(
      "/api/proxy/check?url=https%3A%2F%2Fa.example%2F&proxyId=auto",
    );
  });

  it("says the server could not be reached when no answer came, as every other call does", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const error = await checkProxy("https://a.example/", "auto").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProxyCheckError);
    expect((error as ProxyCheckError).detail).toBe(NETWORK_ERROR_TEXT);
  });

  it("says the answer could not be read when it is not JSON or not the check's shape", async () => {
    for (const body of ["<html>Sign in to the Wi-Fi</html>", "null", "{}", '{"status":"200"}']) {
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => new Response(body, { status: 200 })),
      );
      const error = await checkProxy("https://a.example/", "auto").catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ProxyCheckError);
      expect((error as ProxyCheckError).detail).toBe(UNREADABLE_ANSWER_TEXT);
    }
  });

  it("lets an abort through as an abort, not as a failed check", async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init?: RequestInit) => {
        init?.signal?.throwIfAborted();
        return Response.json({ status: 200 });
      }),
    );
    const error = await checkProxy("https://a.example/", "auto", controller.signal).catch(
      (caught: unknown) => caught,
    );
    expect(error).not.toBeInstanceOf(ProxyCheckError);
    expect((error as Error).name).toBe("AbortError");
  });

  it("fails with the site's status when the site answered an error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ status: 404 })),
    );
    const error = await checkProxy("https://a.example/", "auto").catch((caught: unknown) => caught);
    expect((error as ProxyCheckError).detail).toBe("The site answered with status 404.");
  });
});
