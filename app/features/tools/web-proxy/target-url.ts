/**
 * The first gate of the web proxy: what a target URL may look like before anything is
 * resolved or connected. http and https only, ports 80 and 443 (plus configured extras),
 * no credentials. The WHATWG parser normalises hosts ("0x7f.1", "0177.0.0.1", "127.1" and
 * "2130706433" all become 127.0.0.1), so the address policy sees one canonical form.
 */

export class ProxyRefusal extends Error {
  override name = "ProxyRefusal";
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const DEFAULT_PORTS = [80, 443] as const;

export function effectivePort(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === "https:" ? 443 : 80;
}

/** Parses and checks a target URL; throws ProxyRefusal (400/403) when it may not be fetched. */
export function checkTargetUrl(raw: string, extraPorts: readonly number[] = []): URL {
  const text = raw.trim();
  if (!text) throw new ProxyRefusal(400, "Please enter a URL.");
  if (text.length > 4096) throw new ProxyRefusal(400, "This URL is too long.");
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ProxyRefusal(400, "This is not a valid web address.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new ProxyRefusal(400, "Only http:// and https:// addresses can be opened.");
  }
  if (url.username || url.password) {
    throw new ProxyRefusal(400, "Addresses with a user name or password cannot be opened.");
  }
  if (!url.hostname) throw new ProxyRefusal(400, "This address has no host name.");
  const port = effectivePort(url);
  if (!DEFAULT_PORTS.includes(port as 80 | 443) && !extraPorts.includes(port)) {
    throw new ProxyRefusal(403, `Port ${port} is not allowed; only ports 80 and 443 are.`);
  }
  url.hash = "";
  return url;
}

/** The hostname as an address or name: "[::1]" loses its brackets, a trailing dot goes. */
export function bareHost(url: URL): string {
  const host = url.hostname;
  if (host.startsWith("[") && host.endsWith("]")) return host.slice(1, -1);
  return host.replace(/\.$/, "");
}

/**
 * The path of our proxy for `target`: what the frame loads and rewritten pages link to.
 * With `blockScripts`, "&js=0" follows every link, so the choice holds as the visitor browses.
 */
export function proxiedPath(target: string, proxyId: string, blockScripts = false): string {
  const path = `/api/proxy?url=${encodeURIComponent(target)}&proxyId=${encodeURIComponent(proxyId)}`;
  return blockScripts ? `${path}&js=0` : path;
}
