import { Transform } from "node:stream";

const modulePreloadLink = /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g;

/**
 * Marks the document's module preloads as low priority. A page is server-rendered (most are
 * prerendered), so it reads and paints without its JavaScript; with the default high priority
 * the ~120 KB of modules compete with the stylesheet and the HTML for a slow connection and
 * delay first paint. Low priority fetches them right after what the paint needs.
 */
export function lowerModulePreloadPriority(html: string): string {
  return html.replace(modulePreloadLink, '<link rel="modulepreload" fetchpriority="low"');
}

/**
 * A pass-through stream that applies `rewrite` to the document up to and including `</head>`
 * (buffered, since a tag may be split across chunks) and passes the rest unchanged.
 */
export function headRewriter(rewrite: (head: string) => string): Transform {
  let head = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      if (done) return callback(null, chunk);
      head += chunk.toString();
      const end = head.indexOf("</head>");
      if (end === -1) return callback();
      done = true;
      const cut = end + "</head>".length;
      callback(null, rewrite(head.slice(0, cut)) + head.slice(cut));
    },
    flush(callback) {
      callback(null, done ? undefined : rewrite(head));
    },
  });
}
