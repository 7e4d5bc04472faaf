import { once } from "node:events";
import { request } from "node:http";
import { Writable } from "node:stream";
import express from "express";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { errorHandler, HttpError } from "./http-errors";

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** An app whose one route starts its answer and then fails with `error`; its log lines. */
async function failingMidAnswer(error: Error) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  const app = express();
  app.get("/report", (_req, res, next) => {
    res.writeHead(200, { "Content-Type": "text/plain", "Content-Length": "100" });
    res.write("the first part");
    setTimeout(() => next(error), 20);
  });
  app.use(errorHandler(pino(sink)));
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  const outcome = await new Promise<{ status?: number; body: string; cut: boolean }>((resolve) => {
    request({ port, host: "127.0.0.1", path: "/report?secret=1" }, (res) => {
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode, body, cut: false }));
      res.on("aborted", () => resolve({ status: res.statusCode, body, cut: true }));
      res.on("error", () => resolve({ status: res.statusCode, body, cut: true }));
    }).end();
  });
  return { outcome, lines };
}

describe("errorHandler once the answer has begun", () => {
  it("cuts the connection and writes the error to the structured log, path only", async () => {
    const { outcome, lines } = await failingMidAnswer(new Error("the stream broke"));
    expect(outcome).toEqual({ status: 200, body: "the first part", cut: true });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: "error after the answer began",
      url: "/report",
      err: { message: "the stream broke" },
    });
  });

  it("cuts the connection without an error line for a client error", async () => {
    const { outcome, lines } = await failingMidAnswer(new HttpError(413, "Too large"));
    expect(outcome.cut).toBe(true);
    expect(lines).toEqual([]);
  });
});
