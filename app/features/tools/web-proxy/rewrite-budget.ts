import { ProxyRefusal } from "./target-url";

/**
 * How much one proxied answer may grow by rewriting: five times the page limit (10 MB after
 * decompression), so 50 M characters. A page of nothing but short links grows about 4.7
 * times; a hostile one grows far more: every "&" of a frame's srcdoc is written as
 * "&amp;amp;" (87 MB from 10 KB of gzip), and a relative link under a 4,000-character
 * <base> becomes a 12,000-character proxied one (1,000 times its size).
 */
export const REWRITE_GROWTH_LIMIT = 5;

/**
 * Two counts against the same limit: characters written out, and characters of rewritten
 * URLs. The second stops one attribute (a srcset or style of tens of thousands of URLs)
 * from building a string of hundreds of MB before any of it is written out.
 */
export type RewriteBudget = {
  written(characters: number): void;
  rewrittenUrl(characters: number): void;
};

export function rewriteBudget(maxCharacters: number): RewriteBudget {
  let written = 0;
  let urls = 0;
  const refuse = () =>
    new ProxyRefusal(
      502,
      `The rewritten page would be larger than ${maxCharacters / 1_000_000} MB, the proxy's limit.`,
    );
  return {
    written(characters) {
      written += characters;
      if (written > maxCharacters) throw refuse();
    },
    rewrittenUrl(characters) {
      urls += characters;
      if (urls > maxCharacters) throw refuse();
    },
  };
}
