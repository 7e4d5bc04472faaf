// Converts one Markdown text to HTML, off the server's main thread (see markdown-html.server.ts).
// Plain JavaScript, so that Node loads it as it is: from the source tree under tests, and from
// build/server-app once bundled.
import { parentPort, workerData } from "node:worker_threads";
import { marked } from "marked";

parentPort?.postMessage(marked.parse(String(workerData), { async: false }));
