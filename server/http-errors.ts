import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Logger } from "pino";

/** An error whose message is safe to show the client, with the status to answer. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: unknown,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

type BodyParserError = Error & { type?: string; status?: number };

function clientErrorFor(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  const parserError = error as BodyParserError;
  switch (parserError?.type) {
    case "entity.parse.failed":
      return new HttpError(400, "Malformed JSON in request body");
    case "entity.too.large":
      return new HttpError(413, "Request body is too large (limit 100 kB)");
    case "encoding.unsupported":
    case "charset.unsupported":
      return new HttpError(415, "Unsupported request body encoding");
    case "request.aborted":
      return new HttpError(400, "Request body was not received completely");
    default:
      break;
  }
  // Other errors that say they are the client's (a router that could not decode a path
  // parameter, say) keep their status but not their wording, which may name internals.
  const status = parserError?.status;
  if (typeof status === "number" && status >= 400 && status < 500) {
    return new HttpError(status, status === 400 ? "Bad request" : "Request refused");
  }
  return undefined;
}

/** JSON 404 for any /api path that no route answered. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API endpoint ${req.method} ${req.baseUrl}${req.path}` });
};

/**
 * The one place errors become responses: client errors keep their message, anything
 * else is logged with its stack and answered with a generic 500, never the stack.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    const clientError = clientErrorFor(error);
    if (clientError) {
      const body: { message: string; issues?: unknown } = { message: clientError.message };
      if (clientError.issues !== undefined) body.issues = clientError.issues;
      res.status(clientError.status).json(body);
      return;
    }
    // The path only: a query may hold a proxied address or form fields (docs/security.md).
    logger.error({ err: error, method: req.method, url: req.path }, "unhandled error");
    const isApi = req.originalUrl.startsWith("/api/") || req.originalUrl === "/api";
    if (isApi || req.accepts(["json", "html"]) === "json") {
      res.status(500).json({ message: "Internal Server Error" });
    } else {
      res.status(500).type("text/plain").send("Internal Server Error");
    }
  };
}
