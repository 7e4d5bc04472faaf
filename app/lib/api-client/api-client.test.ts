import { CODE_LOAD_ERROR_TEXT } from "~/lib/code-loading/code-loading";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ApiError,
  NETWORK_ERROR_TEXT,
  NetworkError,
  READ_TIME_LIMIT_MS,
  UNREADABLE_ANSWER_TEXT,
  apiErrorText,
  apiGet,
} from "./api-client";
import { apiRequest, apiSend } from "./api-send";

type Call = { url: string; init: RequestInit };

function stubFetch(response: () => Response): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    return response();
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends credentials and a JSON body with a JSON content type", async () => {
    const calls = stubFetch(() => new Response("{}", { status: 200 }));
    await apiRequest("POST", "/api/content/generate", { topic: "WireGuard" });
    expect(calls[0]).toEqual({
      url: "/api/content/generate",
      init: {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: '{"topic":"WireGuard"}',
        credentials: "include",
      },
    });
  });

  it("sends the headers it is given beside the JSON content type", async () => {
    const calls = stubFetch(() => new Response("{}", { status: 200 }));
    await apiRequest("PATCH", "/api/content/1", { title: "t" }, { headers: { "If-Match": '"3"' } });
    expect(calls[0]?.init.headers).toEqual({
      "If-Match": '"3"',
      "Content-Type": "application/json",
    });
  });

  it("sends no content type and no body without data", async () => {
    const calls = stubFetch(() => new Response(null, { status: 204 }));
    await apiRequest("DELETE", "/api/content/1");
    expect(calls[0]?.init.headers).toEqual({});
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it("turns a failure into '{status}: {body}'", async () => {
    stubFetch(() => new Response('{"message":"Please enter a topic"}', { status: 400 }));
    const error = await apiRequest("POST", "/api/x", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"message":"Please enter a topic"}');
    expect((error as ApiError).status).toBe(400);
  });

  it("uses the status text when the body is empty", async () => {
    stubFetch(() => new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("apiGet", () => {
  it("parses JSON and sends credentials", async () => {
    const calls = stubFetch(() => Response.json({ authenticated: true }));
    await expect(apiGet("/api/auth/check")).resolves.toEqual({ authenticated: true });
    expect(calls[0]?.init.credentials).toBe("include");
  });

  it("throws on 401 by default", async () => {
    stubFetch(() => new Response("Unauthorized", { status: 401 }));
    await expect(apiGet("/api/admin/stats")).rejects.toThrow("401: Unauthorized");
  });

  it("yields null on 401 when asked to", async () => {
    stubFetch(() => new Response("Unauthorized", { status: 401 }));
    await expect(apiGet("/api/admin/stats", { on401: "returnNull" })).resolves.toBeNull();
  });

  it("still throws other failures when 401 yields null", async () => {
    stubFetch(() => new Response("boom", { status: 500 }));
    await expect(apiGet("/api/admin/stats", { on401: "returnNull" })).rejects.toThrow("500: boom");
  });
});

describe("apiSend", () => {
  it("parses the JSON answer", async () => {
    stubFetch(() => Response.json({ id: 7 }, { status: 201 }));
    await expect(apiSend("POST", "/api/blog-automation", { topic: "x" })).resolves.toEqual({
      id: 7,
    });
  });
});

describe("network failures", () => {
  it("turn fetch's TypeError into a NetworkError with a clear text", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    const error = await apiGet("/api/ip").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect(apiErrorText(error)).toBe(NETWORK_ERROR_TEXT);
  });

  it("leave an abort as it is and pass the signal on", async () => {
    const calls: RequestInit[] = [];
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      calls.push(init);
      throw new DOMException("The operation was aborted.", "AbortError");
    });
    const signal = new AbortController().signal;
    const error = await apiSend("POST", "/api/share", {}, { signal }).catch(
      (caught: unknown) => caught,
    );
    expect((error as DOMException).name).toBe("AbortError");
    expect(calls[0]?.signal).toBe(signal);
  });
});

describe("a success that is not JSON", () => {
  // A captive portal or a proxy's error page answering 200 in our place.
  const portalPage = () =>
    new Response("<html><title>Sign in to Wi-Fi</title></html>", {
      status: 200,
      headers: { "Content-Type": "text/html" },
    });

  it.each([
    ["apiGet", () => apiGet("/api/ip")],
    ["apiSend", () => apiSend("POST", "/api/dns-leak", {})],
  ])("%s says the answer could not be read, not the parser's text", async (_name, call) => {
    stubFetch(portalPage);
    const error = await call().catch((caught: unknown) => caught);
    expect(apiErrorText(error)).toBe(UNREADABLE_ANSWER_TEXT);
    expect(apiErrorText(error, { withStatus: true })).toBe(UNREADABLE_ANSWER_TEXT);
  });
});

describe("an answer that does not come", () => {
  /** A fetch that never answers: it settles only when its signal aborts. */
  function stubHangingFetch() {
    vi.stubGlobal(
      "fetch",
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener("abort", () => reject(init.signal?.reason as Error)),
        ),
    );
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it("ends a read after its time limit with a clear text", async () => {
    vi.useFakeTimers();
    stubHangingFetch();
    const read = apiGet("/api/ip").catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(READ_TIME_LIMIT_MS);
    const error = await read;
    expect((error as Error).name).toBe("TimeoutError");
    expect(apiErrorText(error)).toBe(NETWORK_ERROR_TEXT);
    expect(apiErrorText(error, { withStatus: true })).toBe(NETWORK_ERROR_TEXT);
  });

  it("ends a send after the time limit its caller gave, and waits without one", async () => {
    vi.useFakeTimers();
    stubHangingFetch();
    const limited = apiSend("POST", "/api/dns-leak", {}, { timeLimitMs: 5000 }).catch(
      (caught: unknown) => caught,
    );
    let unlimitedSettled = false;
    void apiSend("POST", "/api/content/generate", {}).finally(() => (unlimitedSettled = true));
    await vi.advanceTimersByTimeAsync(5000);
    expect(((await limited) as Error).name).toBe("TimeoutError");
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(unlimitedSettled).toBe(false);
  });

  it("leaves the caller's abort an abort, not a time-out", async () => {
    stubHangingFetch();
    const controller = new AbortController();
    const read = apiGet("/api/ip", { signal: controller.signal }).catch(
      (caught: unknown) => caught,
    );
    controller.abort();
    expect(((await read) as DOMException).name).toBe("AbortError");
  });
});

describe("apiErrorText", () => {
  it("tells a run whose code did not load to reload the page (trying again in it fails again)", () => {
    const failed = new TypeError("Failed to fetch dynamically imported module: /assets/run-x.js");
    expect(apiErrorText(failed, { withStatus: true })).toBe(CODE_LOAD_ERROR_TEXT);
    expect(CODE_LOAD_ERROR_TEXT).toMatch(/Reload the page/);
  });

  it("shows the server's message from a JSON error answer", () => {
    const error = new ApiError(401, '{"message":"Invalid username or password"}', "Unauthorized");
    expect(error.message).toBe('401: {"message":"Invalid username or password"}');
    expect(apiErrorText(error)).toBe("Invalid username or password");
  });

  it("puts the status before the message when asked to", () => {
    const error = new ApiError(
      503,
      '{"message":"The DNS leak test is not enabled on this server."}',
      "Service Unavailable",
    );
    expect(apiErrorText(error, { withStatus: true })).toBe(
      "503: The DNS leak test is not enabled on this server.",
    );
  });

  it("falls back to the status line when the body is not our JSON shape", () => {
    for (const withStatus of [false, true]) {
      expect(apiErrorText(new ApiError(502, "", "Bad Gateway"), { withStatus })).toBe(
        "502: Bad Gateway",
      );
      expect(apiErrorText(new ApiError(500, "<html>oops</html>", "Internal"), { withStatus })).toBe(
        "500: <html>oops</html>",
      );
      expect(apiErrorText(new ApiError(400, '{"error":"x"}', "Bad Request"), { withStatus })).toBe(
        '400: {"error":"x"}',
      );
      expect(apiErrorText(new ApiError(400, '{"message":""}', "Bad Request"), { withStatus })).toBe(
        '400: {"message":""}',
      );
      expect(apiErrorText(new ApiError(500, "null", "Internal"), { withStatus })).toBe("500: null");
    }
  });

  it("words a request that got no answer clearly, in every browser", () => {
    for (const message of [
      "Failed to fetch",
      "NetworkError when attempting to fetch resource.",
      "Load failed",
      "fetch failed",
    ]) {
      expect(apiErrorText(new TypeError(message))).toBe(NETWORK_ERROR_TEXT);
    }
    expect(apiErrorText(new NetworkError(new TypeError("x")))).toBe(NETWORK_ERROR_TEXT);
  });

  it("uses any other error's message, or its text", () => {
    expect(apiErrorText(new Error("Your browser reports that it is offline."))).toBe(
      "Your browser reports that it is offline.",
    );
    expect(apiErrorText(new TypeError("x is not a function"))).toBe("x is not a function");
    expect(apiErrorText(new RangeError(""))).toBe("RangeError");
    expect(apiErrorText("plain")).toBe("plain");
  });
});
