import { z } from "zod";
import { regionCodes } from "~/config/tool-keys";
import { isReportOutcome } from "./report-outcomes.server";
import {
  MAX_NETWORK_NAME,
  type ShareRequest,
  checkStatuses,
  readsLikeAddress,
  reportCheckIds,
  reportFindings,
} from "./share-types";

/**
 * What a shared result may hold (decision 023). Only verdict codes, country codes, network
 * names and numbers: never an IP address, never anything that identifies the visitor. The
 * server refuses any other shape, so a link cannot be made to carry one either.
 */

const distinct = (values: readonly string[]) => new Set(values).size === values.length;

const countryNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/**
 * A code the page can name as a country ("DE", "XK"): not any two letters, which the shared page
 * would show raw where the report showed a country ("ZZ" is Intl's own "Unknown Region").
 */
const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/)
  .refine((code) => code !== "ZZ" && countryNames.of(code) !== undefined, "must be a country code");

const networkName = z
  .string()
  .trim()
  .min(1)
  .max(MAX_NETWORK_NAME)
  .refine((value) => !readsLikeAddress(value), "must not contain an address");

export const ReportCheckSchema = z
  .strictObject({
    id: z.enum(reportCheckIds),
    status: z.enum(checkStatuses),
    /**
     * Finding codes the report makes (the page words them): never free text, which the page
     * would show beside the verdict as a sentence of the sharer's on our domain.
     */
    findings: z.array(z.enum(reportFindings)).max(8).default([]),
  })
  // The status with the findings that give it, as a run makes them (each finding once): the
  // page shows both, and must not contradict itself.
  .refine(isReportOutcome, "must be an outcome the report makes");

export const ConnectionReportShareSchema = z.strictObject({
  // Every check once, as a finished run has them: the shared page draws a card per check and
  // the verdict over all of them, so a missing or repeated check would show "Protected" above
  // cards never checked, or a verdict its own card contradicts.
  checks: z
    .array(ReportCheckSchema)
    .length(reportCheckIds.length)
    .refine((checks) => distinct(checks.map((check) => check.id)), "must hold each check once"),
  countryCode: countryCode.nullable(),
  network: networkName.nullable(),
});

const rate = z.number().finite().min(0).max(100_000);

export const SpeedTestShareSchema = z.strictObject({
  // The speed test's own regions, each once: the shared page names each from its list and
  // draws one card per region, keyed by its code.
  regions: z
    .array(
      z.strictObject({
        code: z.enum(regionCodes),
        ping: rate,
        jitter: rate,
        download: rate,
        upload: rate,
        streams: z.number().int().min(1).max(16),
      }),
    )
    .min(1)
    .max(regionCodes.length)
    .refine(
      (regions) => distinct(regions.map((region) => region.code)),
      "must hold each region once",
    ),
});

export const ShareRequestSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("connection-report"), result: ConnectionReportShareSchema }),
  z.strictObject({ kind: z.literal("speed-test"), result: SpeedTestShareSchema }),
]);

/** The schemas and the plain types must describe the same shape. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShape: Same<z.infer<typeof ShareRequestSchema>, ShareRequest> = true;
void sameShape;
