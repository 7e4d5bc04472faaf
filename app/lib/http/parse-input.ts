import type { z } from "zod";

/** One problem with a request's input: where (a field path; [] for the input as a whole) and what. */
export type InputIssue = { path: (string | number)[]; code: string; message: string };

/** The JSON body of every 4xx/5xx answer of the API; a 400 always carries `issues`. */
export type ApiErrorBody = { message: string; issues?: InputIssue[] };

/**
 * Input that a feature or the API edge refuses. It names no HTTP status: the server's error
 * handler answers it with 400 `{ message, issues }`, so feature functions can refuse a rule
 * between fields (or about the present) the same way a schema refuses a field.
 */
export class InvalidInputError extends Error {
  override name = "InvalidInputError";
  constructor(
    message: string,
    readonly issues: InputIssue[],
  ) {
    super(message);
  }
}

/** Refuses input with one issue at `path`. */
export function invalidInput(message: string, path: (string | number)[] = []): never {
  throw new InvalidInputError(message, [{ path, code: "custom", message }]);
}

export function issuesOf(error: z.ZodError): InputIssue[] {
  return error.issues.map(({ path, code, message }) => ({
    path: path.map((key) => (typeof key === "symbol" ? String(key) : key)),
    code,
    message,
  }));
}

/** The first problem zod found, as one sentence ("Unknown field: x" for a stray key). */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid input";
  return issue.code === "unrecognized_keys"
    ? `Unknown field: ${issue.keys.join(", ")}`
    : issue.message;
}

/** The sentence a refusal answers with: fixed, or made from the zod error. */
export type InputMessage = string | ((error: z.ZodError) => string);

/**
 * The one way input is validated: the schema's output, or an InvalidInputError whose message
 * is `message` (by default the first problem) and whose issues are every problem zod found.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  message: InputMessage = firstIssueMessage,
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new InvalidInputError(
    typeof message === "string" ? message : message(result.error),
    issuesOf(result.error),
  );
}
