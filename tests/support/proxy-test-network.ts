import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type IncomingMessage, request } from "node:http";
import type { Socket } from "node:net";
import { connect } from "node:net";
import { classifyAddress } from "~/lib/net/address-kind";
import {
  type AddressPolicy,
  publicUnicastPolicy,
} from "~/features/tools/web-proxy/address-policy.server";
import type { Transport } from "~/features/tools/web-proxy/transport.server";
import { nodeTransport } from "~/features/tools/web-proxy/transport.server";
import { listen } from "./local-server";

/**
 * The test-only address policy: production's, plus loopback, so the proxy can reach the
 * local target sites and upstream proxy of the tests. It exists only under tests/ and is
 * passed in through the server's start options; no setting can select it.
 */
export const loopbackTestPolicy: AddressPolicy = (address) =>
  classifyAddress(address) === "loopback" ? { allowed: true } : publicUnicastPolicy([])(address);

/** Loopback in every notation, private, CGNAT, link-local and metadata targets: all refused. */
export const refusedTargets = [
  "http://127.0.0.1/",
  "http://[::1]/",
  "http://0.0.0.0/",
  "http://0/",
  "http://2130706433/",
  "http://0x7f.1/",
  "http://0177.0.0.1/",
  "http://127.1/",
  "http://[::ffff:127.0.0.1]/",
  "http://10.1.2.3/",
  "http://172.16.0.1/",
  "http://192.168.1.1/",
  "http://100.64.0.1/",
  "http://169.254.169.254/latest/meta-data/",
  "http://[fd00::1]/",
] as const;

/** A proxy node in front of a local upstream proxy. */
export function localNode(url: string, protocols: ("http" | "https")[] = ["http", "https"]) {
  return { id: "local", name: "Local", country: "Testland", city: "Test City", url, protocols };
}

/** Wraps the real transport and lists every connection the proxy opened. */
export function spyTransport(inner: Transport = nodeTransport) {
  const calls: string[] = [];
  const transport: Transport = (request) => {
    calls.push(`${request.url.href} -> ${request.address.address}`);
    return inner(request);
  };
  return { transport, calls };
}

/**
 * A minimal upstream HTTP proxy, like a proxy node: absolute-form requests are forwarded,
 * CONNECT opens a tunnel. It records what it was asked.
 */
export async function startUpstreamProxy() {
  const seen: string[] = [];
  const sockets = new Set<Socket>();
  const local = await listen((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const target = new URL(req.url ?? "");
    const headers = { ...req.headers };
    delete headers["proxy-authorization"];
    const upstream = request(
      {
        host: target.hostname,
        port: target.port || 80,
        path: `${target.pathname}${target.search}`,
        headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    res.on("error", () => upstream.destroy());
    upstream.on("error", () => res.destroy());
    upstream.end();
  });
  local.server.on("connect", (req: IncomingMessage, client: Socket) => {
    seen.push(`CONNECT ${req.url}`);
    const [host, port] = (req.url ?? "").split(/:(?=\d+$)/);
    const upstream = connect(Number(port), host?.replace(/^\[|\]$/g, "") ?? "", () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    sockets.add(client);
    upstream.on("error", () => client.destroy());
    // The proxy hangs up mid-answer when a page is too large: that is not an error here.
    client.on("error", () => upstream.destroy());
  });
  return {
    ...local,
    seen,
    async close() {
      for (const socket of sockets) socket.destroy();
      await local.close();
    },
  };
}

/** A throwaway self-signed certificate for `name` and 127.0.0.1 (made with the openssl CLI). */
export function selfSignedCertificate(name: string): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), "umbra-tls-"));
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        `/CN=${name}`,
        "-addext",
        `subjectAltName=DNS:${name},IP:127.0.0.1`,
        "-keyout",
        join(dir, "key.pem"),
        "-out",
        join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    return {
      key: readFileSync(join(dir, "key.pem"), "utf8"),
      cert: readFileSync(join(dir, "cert.pem"), "utf8"),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
