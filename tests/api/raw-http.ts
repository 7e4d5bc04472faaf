import { once } from "node:events";
import { request } from "node:http";
import { connect } from "node:net";

export type RawResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

/**
 * One HTTP request with the path sent exactly as written: no URL normalisation (fetch
 * would resolve "/x/../admin" and re-encode), so tests can try the spellings an attacker
 * would. `url` is the server's origin ("http://127.0.0.1:1234").
 */
export function rawRequest(
  url: string,
  init: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawResponse> {
  const origin = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: origin.hostname,
        port: origin.port,
        method: init.method ?? "GET",
        path: init.path,
        headers: {
          ...(init.body !== undefined
            ? { "content-length": String(Buffer.byteLength(init.body)) }
            : {}),
          ...init.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

/**
 * Spellings of one path that a lax router or guard might take for it: letter case,
 * percent-encoded letters, doubled and trailing slashes, dot segments, encoded slashes
 * and dots. `path` is absolute and has at least two segments ("/api/admin/stats").
 */
export function pathVariants(path: string): string[] {
  const segments = path.split("/").slice(1);
  const encodeFirst = (segment: string) =>
    `%${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`;
  const join = (parts: string[]) => `/${parts.join("/")}`;
  const variants = new Set<string>();
  segments.forEach((segment, i) => {
    const with_ = (replacement: string) =>
      join(segments.map((s, j) => (j === i ? replacement : s)));
    if (/[a-z]/.test(segment)) {
      variants.add(with_(segment.toUpperCase()));
      variants.add(with_(segment[0]!.toUpperCase() + segment.slice(1)));
      variants.add(with_(encodeFirst(segment)));
      variants.add(with_(encodeFirst(segment).toUpperCase()));
      variants.add(with_(`%25${segment.charCodeAt(0).toString(16)}${segment.slice(1)}`));
    }
    variants.add(with_(`${segment}/`));
    variants.add(with_(`./${segment}`));
    variants.add(with_(`x/../${segment}`));
    variants.add(with_(`%2e/${segment}`));
    variants.add(with_(`x/%2e%2e/${segment}`));
    variants.add(with_(`${segment};x`));
  });
  variants.add(`/${path}`);
  variants.add(`${path}/`);
  variants.add(path.replaceAll("/", "//"));
  variants.add(
    `/${segments[0]}${segments
      .slice(1)
      .map((s) => `%2f${s}`)
      .join("")}`,
  );
  variants.add(
    `/${segments[0]}${segments
      .slice(1)
      .map((s) => `%2F${s}`)
      .join("")}`,
  );
  variants.add(path.replace(/\/([^/]*)$/, "\\$1"));
  variants.delete(path);
  return [...variants];
}

/**
 * A client that leaves: sends a request head (its lines, without Host) and `body` on a raw
 * socket, then hangs up at the first bytes of the answer (`waitForAnswer`), else after
 * `holdMs`. Resolves with the answer's status line ("" when none was awaited) once the
 * server has had `settleMs` to see the hang-up, which it does within milliseconds.
 */
export async function hangUp(
  url: string,
  head: string[],
  options: { body?: Buffer; waitForAnswer?: boolean; holdMs?: number; settleMs?: number } = {},
): Promise<string> {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  await once(socket, "connect");
  socket.write([...head, `Host: ${hostname}:${port}`, "", ""].join("\r\n"));
  if (options.body) socket.write(options.body);
  const [first] = options.waitForAnswer ? await once(socket, "data") : [""];
  if (options.holdMs) await new Promise((resolve) => setTimeout(resolve, options.holdMs));
  socket.destroy();
  await new Promise((resolve) => setTimeout(resolve, options.settleMs ?? 200));
  return String(first).split("\r\n")[0] ?? "";
}
