import type { Router } from "express";
import { TEST_ID_PATTERN, testNames } from "~/features/tools/dns-leak/dns-answer";
import { dnsLeakVerdict } from "~/features/tools/dns-leak/verdict";
import { GeoUnavailableError } from "~/lib/geo/geolocation.server";
import { describeAddress } from "~/lib/geo/ip-info.server";
import { HttpError } from "../http-errors";
import type { DnsLeakService } from "../tool-services";
import type { ToolRouteDependencies } from "./tool-route-dependencies";
import { toolRateLimit } from "./tool-rate-limit";
import { strictRouter } from "./strict-router";

/** How many unique names the browser resolves per test: enough to meet every resolver of a pool. */
export const NAMES_PER_TEST = 6;

export const DNS_LEAK_DISABLED = "The DNS leak test is not enabled on this server.";

/**
 * POST /api/dns-leak starts a test: {id, names[], expiresAt}. The browser resolves the
 * names; our DNS responder notes which resolvers asked. GET /api/dns-leak/{id} reports them
 * with their provider and country, and the verdict.
 */
export function createDnsLeakRoutes({ database, env, tools }: ToolRouteDependencies): Router {
  const router = strictRouter();
  const limit = env.TOOLS_RATE_LIMIT;

  const service = (): DnsLeakService => {
    if (!tools.dnsLeak) throw new HttpError(503, DNS_LEAK_DISABLED);
    return tools.dnsLeak;
  };

  router.post("/dns-leak", toolRateLimit(database, "dns-leak:new", limit), async (req, res) => {
    // The API's CSRF guard has already required a JSON body, so no cross-site form starts tests.
    const { zone, store } = service();
    const test = await store.create();
    res.status(201).json({
      id: test.id,
      names: testNames(test.id, zone.zone, NAMES_PER_TEST),
      expiresAt: new Date(test.expiresAt).toISOString(),
    });
  });

  // Polled while the browser's lookups arrive, so it gets a budget of its own.
  router.get(
    "/dns-leak/:id",
    toolRateLimit(database, "dns-leak:read", limit * 3),
    async (req, res) => {
      const { store, vpnRanges } = service();
      const id = String(req.params.id);
      if (!TEST_ID_PATTERN.test(id)) throw new HttpError(400, "Invalid DNS leak test id.");
      const test = await store.get(id);
      if (!test)
        throw new HttpError(
          404,
          "This DNS leak test has expired or does not exist. Please start a new test.",
        );
      const servers = await Promise.all(
        test.resolvers.map(async (resolver) => {
          const info = await describeAddress(resolver.ip, tools.geo).catch((error: unknown) => {
            if (error instanceof GeoUnavailableError) return null;
            throw error;
          });
          return {
            ip: resolver.ip,
            provider: info?.org ?? null,
            country: info?.country ?? null,
            countryCode: info?.countryCode ?? null,
            kind: info?.kind ?? null,
            queries: resolver.queries,
          };
        }),
      );
      const verdict = dnsLeakVerdict(
        servers.map((server) => server.ip),
        vpnRanges,
      );
      res.json({
        id: test.id,
        servers,
        leak: verdict.leak,
        reasons: verdict.reasons,
        outsideVpn: verdict.outsideVpn,
        vpnRangesConfigured: vpnRanges.length > 0,
        expiresAt: new Date(test.expiresAt).toISOString(),
      });
    },
  );

  return router;
}
