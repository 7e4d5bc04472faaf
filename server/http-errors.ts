import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Logger } from "pino";
import { type ApiErrorBody, type InputIssue, InvalidInputError } from "~/lib/http/parse-input";

/** An error whose message is safe to show the client, with the status to answer. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: InputIssue[],
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** The answer to a JSON body over the API's limit (JSON_BODY_LIMIT, server/api-router.ts). */
export const JSON_TOO_LARGE = "Request body is too large (limit 100 kB)";

type BodyParserError = Error & { type?: string; status?: number };

function clientErrorFor(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof InvalidInputError) return new HttpError(400, error.message, error.issues);
  const parserError = error as BodyParserError;
  switch (parserError?.type) {
    case "entity.parse.failed":
      return new HttpError(400, "Malformed JSON in request body");
    case "entity.too.large":
      return new HttpError(413, JSON_TOO_LARGE);
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

/**
 * A 400 always carries `issues`, so a client reads one shape for every refusal of its input;
 * a refusal of the request as a whole (malformed JSON, a NUL in the URL) has the path [].
 */
function errorBody({ status, message, issues }: HttpError): ApiErrorBody {
  if (status !== 400) return issues?.length ? { message, issues } : { message };
  return { message, issues: issues?.length ? issues : [{ path: [], code: "custom", message }] };
}

/** JSON 404 for any /api path that no route answered. */
export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No API endpoint ${req.method} ${req.baseUrl}${req.path}` });
};

/**
 * Headers a handler may have set for what it meant to send (a precompressed file refused with
 * 416 or 412, say): an error answer is not that, and must not be stored as it for a year.
 */
const REPRESENTATION_HEADERS = ["Content-Encoding", "Content-Type", "ETag", "Last-Modified"];

/**
 * The one place errors become responses: client errors keep their message, anything
 * else is logged with its stack and answered with a generic 500, never the stack.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) {
      // The answer has begun, so its status cannot change: the connection is cut, as Express
      // would, so the client sees an answer cut short, never a whole one. Express's own
      // handler printed the stack to stderr, outside the structured log.
      if (!clientErrorFor(error)) {
        logger.error(
          { err: error, method: req.method, url: req.path },
          "error after the answer began",
        );
      }
      req.socket.destroy();
      return;
    }
    for (const name of REPRESENTATION_HEADERS) res.removeHeader(name);
    res.setHeader("Cache-Control", "no-store");
    const clientError = clientErrorFor(error);
    if (clientError) {
      res.status(clientError.status).json(errorBody(clientError));
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
