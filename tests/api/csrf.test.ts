import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, signIn } from "./auth-helpers";
import { testAdmin } from "../support/test-admin";
import { startTestServer, type TestServer } from "./test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ SITE_URL: "https://umbra.example" });
});

afterAll(async () => {
  await server?.close();
});

const login = (init: RequestInit) => server.fetch("/api/auth/login", { method: "POST", ...init });
const credentials = JSON.stringify(testAdmin);
const notJson = {
  message: "Requests that change data must send JSON (Content-Type: application/json)",
};
const foreign = { message: "Cross-origin request refused" };

describe("state-changing API requests", () => {
  it.each([
    ["text/plain", "text/plain;charset=UTF-8"],
    ["a form", "application/x-www-form-urlencoded"],
    ["multipart", "multipart/form-data; boundary=x"],
  ])("refuses %s with 403, even with the right credentials", async (_name, type) => {
    const response = await login({ headers: { "Content-Type": type }, body: credentials });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(notJson);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("refuses a request without a content type", async () => {
    const response = await server.fetch("/api/auth/logout", { method: "POST" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(notJson);
  });

  it.each([
    "https://evil.example",
    "null",
    "http://127.0.0.1.evil.example",
    "https://umbra.example.evil.example",
  ])("refuses Origin %s with 403", async (origin) => {
    const response = await login({
      headers: { "Content-Type": "application/json", Origin: origin },
      body: credentials,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual(foreign);
  });

  it.each(["PUT", "PATCH", "DELETE"])("guards %s as well", async (method) => {
    const plain = await server.fetch("/api/content/1", {
      method,
      headers: { "Content-Type": "text/plain" },
      body: "x",
    });
    expect(plain.status).toBe(403);
    const crossSite = await server.fetch("/api/content/1", {
      method,
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: "{}",
    });
    expect(crossSite.status).toBe(403);
  });

  it("accepts our own origin, as the server sees it and as SITE_URL names it", async () => {
    const own = await signIn(server, testAdmin, { Origin: server.url });
    expect(own.response.status).toBe(200);
    const site = await signIn(server, testAdmin, { Origin: "https://umbra.example" });
    expect(site.response.status).toBe(200);
  });

  it("accepts a JSON request without an Origin header (not a browser)", async () => {
    const response = await server.fetch(
      "/api/auth/login",
      postJson(testAdmin, { "Content-Type": "application/json; charset=utf-8" }),
    );
    expect(response.status).toBe(200);
  });

  it("leaves reads alone", async () => {
    const response = await server.fetch("/api/auth/check", {
      headers: { Origin: "https://evil.example" },
    });
    expect(response.status).toBe(200);
  });
});
