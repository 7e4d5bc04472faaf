import type { Router } from "express";
import {
  type DnsLeakService,
  DnsLeakIdSchema,
  dnsLeakReport,
  startDnsLeakTest,
} from "~/features/tools/dns-leak/dns-leak-service.server";
import { HttpError } from "../http-errors";
import { parseParams } from "../request-input";
import type { ApiDependencies } from "./api-dependencies";
import { toolRateLimit } from "./tool-rate-limit";
import { strictRouter } from "./strict-router";
import { DNS_LEAK_DISABLED, DNS_LEAK_FULL } from "~/features/tools/dns-leak/availability";
import { networkStartsPerMinute } from "~/features/tools/dns-leak/leak-store.server";

/**
 * POST /api/dns-leak starts a test: {id, names[], expiresAt}. The browser resolves the
 * names; our DNS responder notes which resolvers asked. GET /api/dns-leak/{id} reports them
 * with their provider and country, and the verdict.
 */
export function dnsLeakRouter({ database, env, tools, clock }: ApiDependencies): Router {
  const router = strictRouter();
  const limit = env.TOOLS_RATE_LIMIT;

  const service = (): DnsLeakService => {
    if (!tools.dnsLeak) throw new HttpError(503, DNS_LEAK_DISABLED);
    return tools.dnsLeak;
  };

  // The API's CSRF guard has already required a JSON body, so no cross-site form starts tests.
  // One network may keep at most its share of the live tests running (decision 031).
  const starts = toolRateLimit({ database, clock }, "dns-leak:new", limit, {
    networkLimit: networkStartsPerMinute(limit, tools.dnsLeak?.store.maxTests),
  });
  router.post("/", starts, async (_req, res) => {
    const started = await startDnsLeakTest(service());
    if (!started) {
      // As many tests as the store holds are running; each ends within ten minutes.
      res.setHeader("Retry-After", "60");
      throw new HttpError(503, DNS_LEAK_FULL);
    }
    res.status(201).json(started);
  });

  // Polled while the browser's lookups arrive, so it gets a budget of its own.
  const reads = toolRateLimit({ database, clock }, "dns-leak:read", limit * 3);
  router.get("/:id", reads, async (req, res) => {
    const dnsLeak = service();
    const { id } = parseParams(DnsLeakIdSchema, req);
    const report = await dnsLeakReport(dnsLeak, tools.geo, id);
    if (!report) {
      throw new HttpError(
        404,
        "This DNS leak test has expired or does not exist. Please start a new test.",
      );
    }
    res.json(report);
  });

  return router;
}
