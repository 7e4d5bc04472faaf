/**
 * Structured data in the page body, where search engines read it as well as in <head>.
 * `json` comes from jsonLdScriptText, built on the server, so no JSON-LD code ships to browsers.
 */
export function JsonLdScript({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
