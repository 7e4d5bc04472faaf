import { READ_TIME_LIMIT_MS, apiGet } from "~/lib/api-client/api-client";
import { apiSend } from "~/lib/api-client/api-send";
import { DNS_PROBE_PATH } from "./dns-answer";
import type { DnsLeakResult, DnsLeakStart } from "./dns-leak-service.server";

// The answers' types are the server functions' own (erased at build time), so they cannot drift.
export type { DnsLeakResult, DnsServer } from "./dns-leak-service.server";

type Step = "starting" | "resolving" | "collecting";

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => clearTimeout(timer), { once: true });
  });

/**
 * Makes the browser resolve `name` by loading an image from it; done on load, error or time-out.
 * The names point at this server, so the image is asked of it, on the page's own scheme and port.
 */
export function resolveInBrowser(name: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const image = new Image();
    const finish = () => {
      image.onload = image.onerror = null;
      resolve();
    };
    image.onload = image.onerror = finish;
    setTimeout(finish, timeoutMs);
    const { protocol, port } = window.location;
    image.src = `${protocol}//${name}${port ? `:${port}` : ""}${DNS_PROBE_PATH}`;
  });
}

/**
 * The browser's side of the DNS leak test: start a test, resolve its names, then poll the
 * result until the list of resolvers stops growing (or a few seconds pass).
 */
export async function runDnsLeakTest(options: {
  signal: AbortSignal;
  step: (step: Step) => void;
  resolve?: (name: string) => Promise<void>;
}): Promise<DnsLeakResult> {
  const { signal, step } = options;
  const resolve = options.resolve ?? ((name: string) => resolveInBrowser(name, 4000));
  step("starting");
  // Starting a test only stores a row: it gets a read's time limit, not a send's none.
  const test = await apiSend<DnsLeakStart>(
    "POST",
    "/api/dns-leak",
    {},
    { signal, timeLimitMs: READ_TIME_LIMIT_MS },
  );
  step("resolving");
  await Promise.all(test.names.map(resolve));
  step("collecting");
  let result = await apiGet<DnsLeakResult>(`/api/dns-leak/${test.id}`, { signal });
  for (let polls = 0; polls < 5 && !signal.aborted; polls++) {
    await wait(1000, signal);
    const next = await apiGet<DnsLeakResult>(`/api/dns-leak/${test.id}`, { signal });
    const settled = next.servers.length > 0 && next.servers.length === result.servers.length;
    result = next;
    if (settled) break;
  }
  return result;
}
