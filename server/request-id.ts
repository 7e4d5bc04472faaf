import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * What an incoming X-Request-Id may be to be kept: a load balancer's or a client's id
 * (UUIDs, hex, base64url, "trace-1.2"), short and printable, so it cannot forge log lines
 * or bloat them. Anything else is replaced.
 */
const REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export const REQUEST_ID_HEADER = "X-Request-Id";

/**
 * pino-http's genReqId: the incoming id when valid, else a fresh UUID (unique across
 * instances, unlike a per-process counter). Echoed in the response for support requests.
 */
export function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers["x-request-id"];
  const id = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader(REQUEST_ID_HEADER, id);
  return id;
}
