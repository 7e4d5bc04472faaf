import { request } from "node:http";

/**
 * One GET on a connection of its own (no keep-alive pool). With a pooled client, a request
 * sent on an idle connection at the moment the server's keep-alive timeout closes it fails
 * with ECONNRESET: a client-side race that would make the drain test flaky, not a lost request.
 */
export function getFresh(
  url: string,
  onData?: (chunk: Buffer, pause: (ms: number) => void) => void,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  bytes: number;
}> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false }, (res) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      const pause = (ms: number) => {
        res.pause();
        setTimeout(() => res.resume(), ms);
      };
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        if (onData) onData(chunk, pause);
        else chunks.push(chunk);
      });
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          bytes,
        }),
      );
      res.on("error", reject);
      res.on("aborted", () =>
        reject(new Error(`response from ${url} aborted after ${bytes} bytes`)),
      );
    });
    req.on("error", reject);
    req.end();
  });
}
