import { isIP } from "node:net";
import { z } from "zod";
import { blankAsUnset } from "./env-fields.server";

/**
 * Settings of the web proxy (/tools/web-proxy, /api/proxy), merged into the tools'
 * settings. docs/operations.md documents each one.
 */

const nodeId = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "must be lower-case letters, digits and dashes")
  .refine((id) => id !== "auto", "auto is reserved for Auto Select");

export const ProxyNodeSchema = z.object({
  id: nodeId,
  name: z.string().trim().min(1).max(80),
  country: z.string().trim().min(1).max(80),
  city: z.string().trim().min(1).max(80),
  /** The node's HTTP proxy: http://[user:password@]host:port. */
  url: z.url({ protocol: /^http$/ }),
  protocols: z
    .array(z.enum(["http", "https"]))
    .min(1)
    .default(["http", "https"]),
});

export type ProxyNodeConfig = z.infer<typeof ProxyNodeSchema>;

const nodeList = z
  .string()
  .default("[]")
  .transform((text, ctx) => {
    let raw: unknown;
    try {
      raw = JSON.parse(text.trim() || "[]");
    } catch {
      ctx.addIssue({ code: "custom", message: "must be a JSON array of proxy nodes" });
      return z.NEVER;
    }
    const parsed = z.array(ProxyNodeSchema).max(100).safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      ctx.addIssue({
        code: "custom",
        message: `${issue?.path.join(".") || "(list)"}: ${issue?.message ?? "invalid"}`,
      });
      return z.NEVER;
    }
    const ids = parsed.data.map((node) => node.id);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: "custom", message: "node ids must be unique" });
      return z.NEVER;
    }
    return parsed.data;
  });

const portList = z
  .string()
  .default("")
  .transform((text, ctx) => {
    const entries = text.split(/[\s,]+/).filter(Boolean);
    const ports = entries.map(Number);
    if (ports.some((port) => !Number.isInteger(port) || port < 1 || port > 65535)) {
      ctx.addIssue({ code: "custom", message: "must be a comma-separated list of ports" });
      return z.NEVER;
    }
    return ports;
  });

export const proxyEnvShape = {
  /** A second origin that serves /api/proxy for the frame, e.g. https://proxy.umbravpn.example. */
  PROXY_ORIGIN: z.preprocess(
    blankAsUnset,
    z
      .url({ protocol: /^https?$/ })
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  PROXY_NODES: nodeList,
  /** Target ports allowed beside 80 and 443. */
  PROXY_ALLOWED_PORTS: portList,
  /** Proxied requests per minute per client address (a page's images and styles count too). */
  PROXY_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(300),
  /** Proxied requests in flight at once across all visitors, on this instance. */
  PROXY_MAX_CONCURRENT: z.coerce.number().int().min(1).max(10_000).default(32),
  /**
   * Proxied requests in flight at once per client (IPv4 address or IPv6 /64); more wait in
   * the client's own short queue, so one client cannot starve the others.
   */
  PROXY_MAX_PER_CLIENT: z.coerce.number().int().min(1).max(100).default(6),
  /**
   * This server's public addresses, beside SITE_URL's and PROXY_ORIGIN's resolved ones (a
   * NAT or load balancer address the machine does not see): the proxy never fetches them.
   */
  PROXY_OWN_ADDRESSES: z
    .string()
    .default("")
    .transform((text, ctx) => {
      const entries = text.split(/[\s,]+/).filter(Boolean);
      if (entries.some((entry) => isIP(entry) === 0)) {
        ctx.addIssue({ code: "custom", message: "must be a comma-separated list of IP addresses" });
        return z.NEVER;
      }
      return entries;
    }),
  /** What each health check downloads through every node. */
  PROXY_HEALTH_URL: z
    .url({ protocol: /^https?$/ })
    .default("https://speed.cloudflare.com/__down?bytes=1000000"),
  PROXY_HEALTH_INTERVAL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
};
