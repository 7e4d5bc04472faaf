import http, { type IncomingMessage, type OutgoingHttpHeaders } from "node:http";
import https from "node:https";
import type { LookupFunction, Socket } from "node:net";
import tls from "node:tls";
import type { ProxyNodeConfig } from "~/config/proxy-env.server";
import { isIp } from "~/lib/net/ip-address";
import type { ResolvedAddress } from "./resolve-target.server";
import { bareHost, effectivePort } from "./target-url";

export type UpstreamRequest = {
  url: URL;
  /** The address that passed the policy: the only one the connection may reach. */
  address: ResolvedAddress;
  /** The upstream HTTP proxy to go through, or null for our own egress. */
  node: ProxyNodeConfig | null;
  headers: Record<string, string>;
  signal: AbortSignal;
};

/** Opens one GET request and resolves with the response head. Tests wrap it with a spy. */
export type Transport = (request: UpstreamRequest) => Promise<IncomingMessage>;

/** A lookup that answers with the checked address and never asks DNS again. */
function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address, family },
      ]);
    } else {
      callback(null, address, family);
    }
  };
}

function nodeAuth(node: ProxyNodeConfig): OutgoingHttpHeaders {
  const proxy = new URL(node.url);
  if (!proxy.username) return {};
  const credentials = `${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`;
  return { "Proxy-Authorization": `Basic ${Buffer.from(credentials).toString("base64")}` };
}

/**
 * The response head, or a rejection for anything else: an error, the request closing without
 * an answer (its signal aborted, or a `101 Switching Protocols`, which Node otherwise ends
 * silently: the proxy slot waiting on it was held for ever), or an upgrade.
 */
function awaitResponse(request: http.ClientRequest): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    request.once("response", resolve);
    request.once("error", reject);
    request.once("upgrade", (_response, socket) => {
      socket.destroy();
      reject(new Error("The site switched protocols"));
    });
    request.once("close", () => reject(new Error("The connection closed without an answer")));
    request.end();
  });
}

/** A CONNECT tunnel through the node to the checked address (the node never resolves the name). */
function tunnel(node: ProxyNodeConfig, target: string, signal: AbortSignal) {
  const proxy = new URL(node.url);
  return new Promise<Socket>((resolve, reject) => {
    const request = http.request({
      host: bareHost(proxy),
      port: effectivePort(proxy),
      method: "CONNECT",
      path: target,
      headers: { Host: target, ...nodeAuth(node) },
      signal,
    });
    request.once("connect", (response, socket) => {
      if (response.statusCode === 200) return resolve(socket);
      socket.destroy();
      reject(new Error(`proxy node answered CONNECT with ${response.statusCode}`));
    });
    request.once("error", reject);
    request.end();
  });
}

/** Extra TLS trust (tests add their own certificate authority); production uses the system's. */
export type TransportOptions = { ca?: string | Buffer };

export function createNodeTransport({ ca }: TransportOptions = {}): Transport {
  return async ({ url, address, node, headers, signal }) => {
    const host = bareHost(url);
    const port = effectivePort(url);
    const secure = url.protocol === "https:";
    const path = `${url.pathname}${url.search}`;
    const allHeaders = { ...headers, Host: url.host };
    if (!node) {
      const request = (secure ? https : http).request({
        host,
        port,
        path,
        method: "GET",
        headers: allHeaders,
        lookup: pinnedLookup(address),
        servername: secure && !isIp(host) ? host : undefined,
        ca,
        agent: false,
        signal,
      });
      return awaitResponse(request);
    }
    // Through a node, both schemes go through a CONNECT tunnel to the address we checked,
    // so the node never resolves the name (it could answer differently: DNS rebinding).
    const authority =
      address.family === 6 ? `[${address.address}]:${port}` : `${address.address}:${port}`;
    const socket = await tunnel(node, authority, signal);
    const request = (secure ? https : http).request({
      host,
      port,
      path,
      method: "GET",
      headers: allHeaders,
      // No agent (not even agent: false): with one, Node would ignore createConnection
      // and dial the name itself.
      signal,
      createConnection: () =>
        secure
          ? tls.connect({
              socket,
              servername: isIp(host) ? undefined : host,
              ca,
              ALPNProtocols: ["http/1.1"],
            })
          : socket,
    });
    return awaitResponse(request);
  };
}

export const nodeTransport: Transport = createNodeTransport();
