/**
 * What a proxied response may be served as. Only real HTML is a document (and it is
 * always rewritten); CSS and JavaScript keep their own types; images, media, fonts and
 * plain text pass as they are; anything else, or a type that does not parse (upstream
 * "Content-Type: html"), becomes a download: application/octet-stream, attachment.
 * SVG is an image that holds links: it passes as an image, but opened as a document it
 * is rewritten as HTML (proxy-response.server.ts). Other XML types a browser would open as
 * documents (image/x+xml: its SVG or XHTML elements live) are downloads.
 */
export type ProxiedKind = "html" | "svg" | "css" | "script" | "passive" | "download";

export type MediaType = { essence: string; charset: string | null };

const TOKEN = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;

/** RFC 9110 media type: "type/subtype" of token characters, then parameters. Null if malformed. */
export function parseMediaType(header: string | undefined): MediaType | null {
  if (!header || header.length > 256) return null;
  const [essence = "", ...parameters] = header.split(";");
  const [type, subtype, extra] = essence.trim().toLowerCase().split("/");
  if (extra !== undefined || !type || !subtype || !TOKEN.test(type) || !TOKEN.test(subtype)) {
    return null;
  }
  let charset: string | null = null;
  for (const parameter of parameters) {
    const [name, value] = parameter.split("=");
    if (name?.trim().toLowerCase() === "charset" && value) {
      charset = value.trim().replace(/^"|"$/g, "").toLowerCase() || null;
    }
  }
  return { essence: `${type}/${subtype}`, charset };
}

const SCRIPT_TYPES = new Set([
  "text/javascript",
  "application/javascript",
  "application/x-javascript",
  "application/ecmascript",
  "text/ecmascript",
]);

const PASSIVE_TYPES = new Set(["text/plain", "application/json", "application/font-woff"]);

export function proxiedKind(type: MediaType | null): ProxiedKind {
  if (!type) return "download";
  const { essence } = type;
  if (essence === "text/html" || essence === "application/xhtml+xml") return "html";
  if (essence === "text/css") return "css";
  if (essence === "image/svg+xml") return "svg";
  if (essence.endsWith("+xml")) return "download";
  if (SCRIPT_TYPES.has(essence)) return "script";
  if (PASSIVE_TYPES.has(essence)) return "passive";
  if (/^(image|audio|video|font)\//.test(essence)) return "passive";
  return "download";
}
