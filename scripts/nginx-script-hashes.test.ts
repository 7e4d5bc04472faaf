import { describe, expect, it } from "vitest";
import { scriptHashesConf } from "./nginx-script-hashes";

const pages = new Map([
  ["/", "'sha256-landing'"],
  ["/features", "'sha256-features'"],
  ["/legal/privacy", "'sha256-privacy'"],
]);

/** The map's entries, as nginx reads them. */
function entries(conf: string): Map<string, string> {
  const lines = [...conf.matchAll(/^ {2}("[^"]*") ("[^"]*");$/gm)];
  return new Map(lines.map(([, key = "", value = ""]) => [JSON.parse(key), JSON.parse(value)]));
}

/**
 * `$uri` once the example's `try_files $uri/index.html $uri @app` has found the page: the
 * request's path (slashes merged) with "/index.html" appended, not normalised, as nginx 1.22
 * shows it in a header (`add_header X-Uri $uri`): "/" is "//index.html".
 */
function uriAfterTryFiles(requestPath: string): string {
  const merged = requestPath.replace(/\/+/g, "/");
  return merged.endsWith("/index.html") ? merged : `${merged}/index.html`;
}

describe("script-hashes.conf", () => {
  it("gives each page its hashes under every $uri nginx sends it with", () => {
    const map = entries(scriptHashesConf(pages));
    for (const [path, hashes] of pages) {
      const requests =
        path === "/" ? ["/", "/index.html"] : [path, `${path}/`, `${path}//`, `${path}/index.html`];
      for (const request of requests) {
        const uri = uriAfterTryFiles(request);
        expect(map.get(uri), `${request} ($uri ${uri})`).toBe(hashes);
      }
    }
  });

  it("gives anything else no hashes", () => {
    const conf = scriptHashesConf(pages);
    expect(conf).toContain('map $uri $umbra_script_hashes {\n  default "";');
    expect(entries(conf).get("/features/other")).toBeUndefined();
  });
});
