import { Worker } from "node:worker_threads";
import { oneAtATime } from "~/lib/async/one-at-a-time";
import { GenerationError, inSeconds } from "./generator";

/**
 * How long one conversion may take. A generated article converts in milliseconds; Markdown
 * the parser handles badly (`_a_a_a…`, thousands of nested quotes) takes seconds of CPU or
 * overflows its stack. That is why it runs in a worker: the server's visitors never wait on it.
 */
export const CONVERSION_LIMIT_MS = 5_000;

/** The worker's heap: far more than any article needs, far less than the server has. */
const WORKER_HEAP_MB = 128;

/**
 * Conversions run one at a time, so that admins starting many generations at once hold at
 * most one of the server's cores and one worker heap; a few more wait their turn (each with its
 * own time limit once it starts) and the rest are refused.
 */
export const CONVERSIONS_ADMITTED = 4;
const conversions = oneAtATime(CONVERSIONS_ADMITTED);

const workerFile = new URL("./markdown-worker.js", import.meta.url);

/** Markdown to (unsanitised) HTML in a worker thread, one at a time, with a time and memory limit. */
export function markdownToHtml(
  markdown: string,
  limitMs: number = CONVERSION_LIMIT_MS,
): Promise<string> {
  if (conversions.full) {
    return Promise.reject(
      new GenerationError(
        "The server is converting other generated articles; try again in a moment",
        503,
      ),
    );
  }
  return conversions.run(() => convertInWorker(markdown, limitMs));
}

function convertInWorker(markdown: string, limitMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, {
      workerData: markdown,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 16 },
    });
    const settle = (outcome: () => void) => {
      clearTimeout(timer);
      worker.removeAllListeners();
      worker.on("error", () => {});
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () =>
        settle(() =>
          reject(
            new GenerationError(
              `The language model's answer could not be converted within ${inSeconds(limitMs)}`,
            ),
          ),
        ),
      limitMs,
    );
    worker.once("message", (html: unknown) =>
      settle(() => (typeof html === "string" ? resolve(html) : reject(unreadable()))),
    );
    worker.once("error", () => settle(() => reject(unreadable())));
    worker.once("exit", () => settle(() => reject(unreadable())));
  });
}

const unreadable = () =>
  new GenerationError("The language model's answer could not be read as Markdown");
