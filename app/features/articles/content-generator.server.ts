import type { Env } from "~/config/env.server";
import { builtinGenerator } from "./builtin-generator";
import type { ContentGenerator } from "./generator";
import { createLlmGenerator } from "./llm-generator.server";
import { CONVERSIONS_ADMITTED, CONVERSION_LIMIT_MS } from "./markdown-html.server";

/** The LLM provider when LLM_BASE_URL is set, otherwise the built-in generator. */
export function createContentGenerator(env: Env): ContentGenerator {
  if (!env.LLM_BASE_URL) return builtinGenerator;
  return createLlmGenerator({
    baseUrl: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY,
    model: env.LLM_MODEL,
    timeoutMs: env.LLM_TIMEOUT_SECONDS * 1000,
  });
}

/**
 * The longest one generation can take: the model's answer within LLM_TIMEOUT_SECONDS, then
 * its conversion, after at most the other conversions admitted, each with its own limit.
 */
export function generationLimitMs(env: Env): number {
  return env.LLM_TIMEOUT_SECONDS * 1000 + CONVERSIONS_ADMITTED * CONVERSION_LIMIT_MS;
}
