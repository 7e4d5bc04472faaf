import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("web proxy settings", () => {
  it("defaults: no nodes, no extra ports, same-origin frame, measured limits", () => {
    expect(parseEnv({})).toMatchObject({
      PROXY_NODES: [],
      PROXY_ALLOWED_PORTS: [],
      PROXY_RATE_LIMIT: 300,
      PROXY_MAX_CONCURRENT: 32,
      PROXY_MAX_PER_CLIENT: 6,
      PROXY_OWN_ADDRESSES: [],
      PROXY_HEALTH_INTERVAL_SECONDS: 300,
    });
    expect(parseEnv({}).PROXY_ORIGIN).toBeUndefined();
  });

  it("reads nodes, ports and the proxy origin", () => {
    const env = parseEnv({
      SITE_URL: "https://umbra.example",
      PROXY_ORIGIN: "https://proxy.umbra.example/ignored/path",
      PROXY_ALLOWED_PORTS: "8080, 8443",
      PROXY_NODES: JSON.stringify([
        {
          id: "sg-1",
          name: "Singapore 1",
          country: "Singapore",
          city: "Singapore",
          url: "http://user:pass@10.8.0.5:3128",
        },
      ]),
    });
    expect(env.PROXY_ORIGIN).toBe("https://proxy.umbra.example");
    expect(env.PROXY_ALLOWED_PORTS).toEqual([8080, 8443]);
    expect(env.PROXY_NODES).toEqual([
      {
        id: "sg-1",
        name: "Singapore 1",
        country: "Singapore",
        city: "Singapore",
        url: "http://user:pass@10.8.0.5:3128",
        protocols: ["http", "https"],
      },
    ]);
  });

  it.each([
    [{ PROXY_NODES: "not json" }, "PROXY_NODES: must be a JSON array of proxy nodes"],
    [
      { PROXY_NODES: '[{"id":"auto","name":"A","country":"X","city":"Y","url":"http://n:3128"}]' },
      "auto is reserved",
    ],
    [
      { PROXY_NODES: '[{"id":"a","name":"A","country":"X","city":"Y","url":"socks5://n:1080"}]' },
      "PROXY_NODES: 0.url",
    ],
    [
      {
        PROXY_NODES:
          '[{"id":"a","name":"A","country":"X","city":"Y","url":"http://n:1"},{"id":"a","name":"B","country":"X","city":"Y","url":"http://m:1"}]',
      },
      "node ids must be unique",
    ],
    [
      { PROXY_ALLOWED_PORTS: "80,http" },
      "PROXY_ALLOWED_PORTS: must be a comma-separated list of ports",
    ],
    [{ PROXY_ORIGIN: "ftp://proxy.example" }, "PROXY_ORIGIN"],
    [{ PROXY_ORIGIN: "https://proxy.example" }, "PROXY_ORIGIN: needs SITE_URL"],
    [{ PROXY_HEALTH_INTERVAL_SECONDS: "1" }, "PROXY_HEALTH_INTERVAL_SECONDS"],
    [{ PROXY_OWN_ADDRESSES: "203.0.113.7, umbra.example" }, "PROXY_OWN_ADDRESSES: must be a comma"],
    [{ PROXY_MAX_PER_CLIENT: "0" }, "PROXY_MAX_PER_CLIENT"],
  ])("refuses %j", (source, message) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(message);
  });
});
