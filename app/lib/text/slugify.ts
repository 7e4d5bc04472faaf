/**
 * `text` as a URL slug or anchor: lower-case ASCII words joined by hyphens, accents folded
 * ("Données" → "donnees"), apostrophes dropped ("Don't" → "dont"), at most `maxLength`
 * characters without a trailing hyphen; "" when no letter or digit is left.
 */
export function slugify(text: string, maxLength = Number.POSITIVE_INFINITY): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/g, "");
}
