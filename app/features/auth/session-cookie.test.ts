import { describe, expect, it } from "vitest";
import { clearedSessionCookie, secureCookies, serializeSessionCookie } from "./session-cookie";

describe("the session cookie", () => {
  it("is HttpOnly, SameSite=Strict and site-wide, without Secure on plain http", () => {
    expect(serializeSessionCookie("tok", 3600, { secure: false })).toBe(
      "umbra_admin=tok; Max-Age=3600; Path=/; HttpOnly; SameSite=Strict",
    );
  });

  it("is Secure with the __Host- prefix over https", () => {
    expect(serializeSessionCookie("tok", 60, { secure: true })).toBe(
      "__Host-umbra_admin=tok; Max-Age=60; Path=/; HttpOnly; SameSite=Strict; Secure",
    );
  });

  it("is cleared with an empty value and Max-Age=0", () => {
    expect(clearedSessionCookie({ secure: false })).toBe(
      "umbra_admin=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict",
    );
  });

  it("is Secure only in production with an https SITE_URL", () => {
    expect(secureCookies({ NODE_ENV: "production", SITE_URL: "https://umbra.example" })).toBe(true);
    expect(secureCookies({ NODE_ENV: "production", SITE_URL: "http://127.0.0.1:3000" })).toBe(
      false,
    );
    expect(secureCookies({ NODE_ENV: "production" })).toBe(false);
    expect(secureCookies({ NODE_ENV: "development", SITE_URL: "https://umbra.example" })).toBe(
      false,
    );
  });
});
