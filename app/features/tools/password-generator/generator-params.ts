import { DEFAULT_OPTIONS, type GeneratorOptions, LENGTH } from "./generator";

const sets = ["uppercase", "lowercase", "digits", "symbols"] as const;

/**
 * The generator's options in the URL (?length=24&symbols=0), so a set-up can be bookmarked or
 * sent. Only what differs from the defaults is written; anything unreadable falls back.
 */
export function parseGeneratorParams(params: URLSearchParams): GeneratorOptions {
  const raw = Number(params.get("length"));
  const length =
    Number.isInteger(raw) && raw >= LENGTH.min && raw <= LENGTH.max ? raw : DEFAULT_OPTIONS.length;
  const options: GeneratorOptions = { ...DEFAULT_OPTIONS, length };
  for (const set of sets) {
    const value = params.get(set);
    if (value === "0") options[set] = false;
    else if (value === "1") options[set] = true;
  }
  return options;
}

export function writeGeneratorParams(options: GeneratorOptions): string {
  const params = new URLSearchParams();
  if (options.length !== DEFAULT_OPTIONS.length) params.set("length", String(options.length));
  for (const set of sets) {
    if (options[set] !== DEFAULT_OPTIONS[set]) params.set(set, options[set] ? "1" : "0");
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
