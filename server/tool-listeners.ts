import type { Logger } from "pino";
import type { Env } from "~/config/env.server";
import { testIdFromName } from "~/features/tools/dns-leak/dns-answer";
import { startDnsListener } from "./listeners/dns-server";
import { startStunListener } from "./listeners/stun-server";
import type { ToolServices } from "./tool-services";

/** The UDP/TCP listeners beside the web server: DNS (when DNS_LEAK_ZONE is set) and STUN (when STUN_PORT is). */
export type ToolListeners = {
  dnsPort?: number;
  stunPort?: number;
  close(): Promise<void>;
};

export async function startToolListeners(
  env: Env,
  tools: ToolServices,
  logger: Logger,
): Promise<ToolListeners> {
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    await Promise.all(closers.splice(0).map((closer) => closer()));
  };
  try {
    const result: ToolListeners = { close };
    const dnsLeak = tools.dnsLeak;
    if (dnsLeak) {
      const dns = await startDnsListener({
        host: env.DNS_HOST ?? env.HOST,
        port: env.DNS_PORT,
        zone: dnsLeak.zone,
        logger,
        responsesPerSecond: env.DNS_RESPONSES_PER_SECOND,
        onQuery(name, resolver) {
          const id = testIdFromName(name, dnsLeak.zone.zone);
          return id ? dnsLeak.store.record(id, resolver) : undefined;
        },
      });
      closers.push(dns.close);
      result.dnsPort = dns.port;
      logger.info(
        { zone: dnsLeak.zone.zone, port: dns.port },
        "DNS leak responder listening (UDP and TCP)",
      );
    }
    if (env.STUN_PORT !== undefined) {
      const stun = await startStunListener({
        host: env.STUN_HOST ?? env.HOST,
        port: env.STUN_PORT,
        logger,
        responsesPerSecond: env.STUN_RESPONSES_PER_SECOND,
      });
      closers.push(stun.close);
      result.stunPort = stun.port;
      logger.info({ port: stun.port }, "STUN responder listening (UDP)");
    }
    return result;
  } catch (error) {
    await close();
    throw error;
  }
}
