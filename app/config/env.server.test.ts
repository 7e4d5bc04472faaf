import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, siteUrl } from "./env.server";

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      DATA_DIR: "./data",
      TRUST_PROXY: 0,
      CLIENT_AREA_URL: "https://my.umbravpn.example",
      NODE_ENV: "production",
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("names every malformed variable in one readable error", () => {
    let error: unknown;
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x/y", TRUST_PROXY: "-1" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Invalid environment configuration:/);
    expect(message).toContain("PORT:");
    expect(message).toContain("DATABASE_URL: must be a postgres:// or postgresql:// URL");
    expect(message).toContain("TRUST_PROXY:");
  });

  it("refuses an admin password shorter than 12 characters", () => {
    expect(() => parseEnv({ ADMIN_PASSWORD: "short" })).toThrow(
      /ADMIN_PASSWORD: must be at least 12 characters/,
    );
  });
});

describe("admin settings", () => {
  it("keeps sessions 7 days at most and 12 hours idle, and trusts no address, by default", () => {
    const env = parseEnv({});
    expect(env.ADMIN_SESSION_ABSOLUTE_HOURS).toBe(168);
    expect(env.ADMIN_SESSION_IDLE_HOURS).toBe(12);
    expect(env.ADMIN_TRUSTED_IPS).toEqual([]);
  });

  it("treats empty admin credentials as unset", () => {
    const env = parseEnv({ ADMIN_USERNAME: "", ADMIN_PASSWORD: "" });
    expect(env.ADMIN_USERNAME).toBeUndefined();
    expect(env.ADMIN_PASSWORD).toBeUndefined();
  });

  it("parses the trusted addresses and names a malformed entry", () => {
    expect(parseEnv({ ADMIN_TRUSTED_IPS: "10.0.0.0/8" }).ADMIN_TRUSTED_IPS).toEqual([
      { address: "10.0.0.0", prefix: 8, family: "ipv4" },
    ]);
    expect(() => parseEnv({ ADMIN_TRUSTED_IPS: "10.0.0.0/8, office" })).toThrow(
      /ADMIN_TRUSTED_IPS: "office" is not an IP address or CIDR range/,
    );
  });

  it("refuses trusted addresses with a hop count in TRUST_PROXY (anyone could name one)", () => {
    expect(() => parseEnv({ ADMIN_TRUSTED_IPS: "10.0.0.0/8", TRUST_PROXY: "1" })).toThrow(
      /ADMIN_TRUSTED_IPS: needs TRUST_PROXY to name the proxies by address/,
    );
    // Named proxies, or no proxy at all, keep the header from a direct client ignored.
    expect(
      parseEnv({ ADMIN_TRUSTED_IPS: "10.0.0.0/8", TRUST_PROXY: "loopback" }).TRUST_PROXY,
    ).toEqual(["loopback"]);
    expect(parseEnv({ ADMIN_TRUSTED_IPS: "10.0.0.0/8", TRUST_PROXY: "0" }).TRUST_PROXY).toBe(0);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
  });

  it("refuses an idle timeout longer than the absolute lifetime", () => {
    expect(() =>
      parseEnv({ ADMIN_SESSION_ABSOLUTE_HOURS: "2", ADMIN_SESSION_IDLE_HOURS: "3" }),
    ).toThrow(/ADMIN_SESSION_IDLE_HOURS: must not exceed ADMIN_SESSION_ABSOLUTE_HOURS/);
  });
});

describe("content generation and scheduler settings", () => {
  it("uses the built-in generator and a one-minute scheduler by default", () => {
    const env = parseEnv({});
    expect(env.LLM_BASE_URL).toBeUndefined();
    expect(env).toMatchObject({
      LLM_MODEL: "gpt-4o-mini",
      LLM_TIMEOUT_SECONDS: 90,
      SCHEDULER_INTERVAL_SECONDS: 60,
    });
  });

  it("reads an LLM provider and refuses malformed values", () => {
    const env = parseEnv({
      LLM_BASE_URL: "http://127.0.0.1:8080/v1",
      LLM_API_KEY: "sk-1",
      LLM_TIMEOUT_SECONDS: "2.5",
      SCHEDULER_INTERVAL_SECONDS: "0",
    });
    expect(env).toMatchObject({
      LLM_BASE_URL: "http://127.0.0.1:8080/v1",
      LLM_API_KEY: "sk-1",
      LLM_TIMEOUT_SECONDS: 2.5,
      SCHEDULER_INTERVAL_SECONDS: 0,
    });
    expect(() => parseEnv({ LLM_BASE_URL: "not a url" })).toThrow(/LLM_BASE_URL/);
    expect(() => parseEnv({ LLM_TIMEOUT_SECONDS: "0" })).toThrow(/LLM_TIMEOUT_SECONDS/);
    expect(() => parseEnv({ SCHEDULER_INTERVAL_SECONDS: "-5" })).toThrow(
      /SCHEDULER_INTERVAL_SECONDS/,
    );
  });
});

describe("siteUrl", () => {
  it("prefers SITE_URL without a trailing slash", () => {
    expect(siteUrl(parseEnv({ SITE_URL: "https://umbra.example/" }))).toBe("https://umbra.example");
  });

  it("falls back to the listening address", () => {
    expect(siteUrl(parseEnv({ PORT: "8080" }))).toBe("http://127.0.0.1:8080");
    expect(siteUrl(parseEnv({ HOST: "0.0.0.0" }))).toBe("http://localhost:3000");
  });
});

describe("LLM_BASE_URL", () => {
  it.each([
    "https://api.openai.example/v1",
    "http://127.0.0.1:8080/v1",
    "http://localhost:11434/v1",
    "http://[::1]:8080/v1",
  ])("accepts %s", (url) => {
    expect(parseEnv({ LLM_BASE_URL: url }).LLM_BASE_URL).toBe(url);
  });

  it.each(["http://llm.internal.example/v1", "http://10.0.0.5:8080/v1", "http://127.example/v1"])(
    "refuses %s: the key and prompts would cross the network in clear",
    (url) => {
      expect(() => parseEnv({ LLM_BASE_URL: url })).toThrow(/LLM_BASE_URL: must use https/);
    },
  );
});
