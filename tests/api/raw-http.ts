import { request } from "node:http";

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
