import { describe, expect, it } from "vitest";
import { ProxyRefusal, bareHost, checkTargetUrl, proxiedPath } from "./target-url";

function refusal(raw: string, ports: number[] = []): { status: number; message: string } {
  try {
    checkTargetUrl(raw, ports);
  } catch (error) {
    if (error instanceof ProxyRefusal) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error(`${raw} was accepted`);
}

describe("checkTargetUrl", () => {
  it("accepts http and https on ports 80 and 443 and drops the fragment", () => {
    expect(checkTargetUrl("https://example.com/a?b=1#top").href).toBe("https://example.com/a?b=1");
    expect(checkTargetUrl("http://example.com:80/").href).toBe("http://example.com/");
    expect(checkTargetUrl("https://example.com:443/").href).toBe("https://example.com/");
  });

  it.each([
    "file:///etc/passwd",
    "data:text/html,<p>x</p>",
    "gopher://example.com/",
    "ftp://example.com/",
    "javascript:alert(1)",
    "ws://example.com/",
  ])("refuses the %s scheme", (raw) => {
    expect(refusal(raw)).toEqual({
      status: 400,
      message: "Only http:// and https:// addresses can be opened.",
    });
  });

  it("refuses credentials in the URL", () => {
    expect(refusal("https://user:secret@example.com/").status).toBe(400);
    expect(refusal("https://user@example.com/").message).toBe(
      "Addresses with a user name or password cannot be opened.",
    );
  });

  it("refuses other ports unless configured", () => {
    expect(refusal("http://example.com:8080/")).toEqual({
      status: 403,
      message: "Port 8080 is not allowed; only ports 80 and 443 are.",
    });
    expect(checkTargetUrl("http://example.com:8080/", [8080]).port).toBe("8080");
    expect(refusal("https://example.com:22/", [8080]).status).toBe(403);
  });

  it("refuses empty and malformed input", () => {
    expect(refusal("  ").message).toBe("Please enter a URL.");
    expect(refusal("not a url").message).toBe("This is not a valid web address.");
  });

  it.each([
    ["http://0x7f.1/", "127.0.0.1"],
    ["http://0177.0.0.1/", "127.0.0.1"],
    ["http://127.1/", "127.0.0.1"],
    ["http://2130706433/", "127.0.0.1"],
    ["http://0/", "0.0.0.0"],
    ["http://[::ffff:127.0.0.1]/", "::ffff:7f00:1"],
    ["http://[::1]/", "::1"],
    ["http://EXAMPLE.com./", "example.com"],
  ])("normalises the host of %s to %s", (raw, host) => {
    expect(bareHost(checkTargetUrl(raw))).toBe(host);
  });
});

describe("proxiedPath", () => {
  it("encodes the target and the location", () => {
    expect(proxiedPath("https://example.com/a?b=1&c=2", "auto")).toBe(
      "/api/proxy?url=https%3A%2F%2Fexample.com%2Fa%3Fb%3D1%26c%3D2&proxyId=auto",
    );
  });
});
