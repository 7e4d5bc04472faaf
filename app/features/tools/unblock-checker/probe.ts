/**
 * The Service Accessibility Checker's probe: the browser loads a service's favicon, a small
 * public image, and we time it. The image element is injected (a factory) with the clock,
 * so the logic is tested without a browser.
 */

export type ProbeOutcome = "loaded" | "failed" | "timeout";
export type ProbeResult = { outcome: ProbeOutcome; ms: number };

/** The parts of an <img> a probe uses. */
export type ProbeImage = {
  onload: ((event: Event) => void) | null;
  onerror: ((event: Event | string) => void) | null;
  src: string;
  referrerPolicy: string;
};

export type ProbeDeps = {
  createImage: () => ProbeImage;
  now: () => number;
  timeoutMs: number;
  /** Makes each probe's URL unique, so a cached favicon cannot answer for the network. */
  cacheKey: string;
};

export const PROBE_TIMEOUT_MS = 4000;

export function probeImage(url: string, deps: ProbeDeps): Promise<ProbeResult> {
  return new Promise((resolve) => {
    const image = deps.createImage();
    const start = deps.now();
    let settled = false;
    const finish = (outcome: ProbeOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      image.onload = image.onerror = null;
      resolve({ outcome, ms: deps.now() - start });
    };
    const timer = setTimeout(() => finish("timeout"), deps.timeoutMs);
    image.onload = () => finish("loaded");
    image.onerror = () => finish("failed");
    image.referrerPolicy = "no-referrer";
    image.src = `${url}${url.includes("?") ? "&" : "?"}probe=${encodeURIComponent(deps.cacheKey)}`;
  });
}

/** One row of results (name, isAccessible, latency, error). */
export type ServiceResult = {
  id: string;
  name: string;
  isAccessible: boolean;
  /** Milliseconds until the favicon loaded; null when it did not. */
  latency: number | null;
  /** "offline": this device reached nothing, our own site included, so nothing was blocked. */
  error: "blocked" | "unchecked" | "offline" | null;
};

/** An image that loaded is accessible; an error is a refusal; silence past the timeout is unknown. */
export function toServiceResult(
  service: { id: string; name: string },
  probe: ProbeResult,
): ServiceResult {
  if (probe.outcome === "loaded") {
    return { ...pick(service), isAccessible: true, latency: Math.round(probe.ms), error: null };
  }
  return {
    ...pick(service),
    isAccessible: false,
    latency: null,
    error: probe.outcome === "failed" ? "blocked" : "unchecked",
  };
}

const pick = ({ id, name }: { id: string; name: string }) => ({ id, name });

/**
 * Probes every service at once, reporting each as it finishes; refuses to start when the
 * browser knows it is offline. A service that did not load is only called blocked once our
 * own site has answered (`reachSelf`, asked at the start, alongside the probes): with no
 * network at all, nothing is blocked, the device is offline.
 */
export async function checkServices(
  services: readonly { id: string; name: string; probeUrl: string }[],
  deps: ProbeDeps & {
    online: boolean;
    reachSelf?: () => Promise<boolean>;
    onResult?: (result: ServiceResult) => void;
  },
): Promise<ServiceResult[]> {
  if (!deps.online) throw new Error("Your browser reports that it is offline.");
  const selfReachable = deps.reachSelf
    ? deps.reachSelf().catch(() => false)
    : Promise.resolve(true);
  return Promise.all(
    services.map(async (service) => {
      let result = toServiceResult(service, await probeImage(service.probeUrl, deps));
      if (!result.isAccessible && !(await selfReachable)) result = { ...result, error: "offline" };
      deps.onResult?.(result);
      return result;
    }),
  );
}
