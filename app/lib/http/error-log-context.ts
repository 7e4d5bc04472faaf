import { sharedRouterContext } from "~/config/shared-context";

/** Writes an error a page could not handle, with what it was doing. */
export type ErrorLog = (error: unknown, message: string) => void;

/**
 * Where loaders' and rendering's unexpected errors go: the request's own logger (the server's
 * structured log, with the request id and the parameter-free error serializer) on a server,
 * the console while prerendering, when there is no request.
 */
export const errorLogContext = sharedRouterContext<ErrorLog>("error-log", (error, message) =>
  console.error(message, error),
);
