/**
 * A reader of the nginx example in docs/operations.md, just enough to say which headers nginx
 * adds to a file it serves: the server block's locations, chosen for a URI as nginx chooses
 * them, and each one's `add_header` lines. Not a full nginx parser: the example is ours.
 */

export type Directive = { name: string; args: string[]; block?: Directive[] };

export type Location = {
  modifier: "" | "=" | "^~" | "~" | "~*";
  pattern: string;
  body: Directive[];
};

/** Words, quoted strings (unquoted) and the punctuation `{`, `}`, `;`; comments dropped. */
function tokens(text: string): string[] {
  const pattern = /#[^\n]*|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([{};])|([^\s{};"'#]+)/g;
  const out: string[] = [];
  for (const match of text.matchAll(pattern)) {
    if (match[0].startsWith("#")) continue;
    out.push(match[1] ?? match[2] ?? match[3] ?? match[4] ?? "");
  }
  return out;
}

/** The directives of an nginx configuration, blocks nested. */
export function parseNginx(text: string): Directive[] {
  const words = tokens(text);
  let at = 0;
  const readBlock = (): Directive[] => {
    const directives: Directive[] = [];
    while (at < words.length && words[at] !== "}") {
      const [name = "", ...args] = readUntil(["{", ";"]);
      const end = words[at++];
      if (end === "{") {
        const block = readBlock();
        at++; // the closing brace
        directives.push({ name, args, block });
      } else {
        directives.push({ name, args });
      }
    }
    return directives;
  };
  const readUntil = (ends: string[]): string[] => {
    const statement: string[] = [];
    while (at < words.length && !ends.includes(words[at] ?? "")) statement.push(words[at++] ?? "");
    return statement;
  };
  return readBlock();
}

export function locationsOf(server: Directive[]): Location[] {
  return server
    .filter((directive) => directive.name === "location" && directive.block)
    .map(({ args, block = [] }): Location => {
      const [first = "", second] = args;
      return second === undefined
        ? { modifier: "", pattern: first, body: block }
        : { modifier: first as Location["modifier"], pattern: second, body: block };
    })
    .filter((location) => !location.pattern.startsWith("@"));
}

/**
 * The location nginx picks for `uri`: an exact match; else the longest prefix if it says `^~`;
 * else the first regular expression that matches, in order; else the longest prefix.
 */
export function locationFor(locations: Location[], uri: string): Location | undefined {
  const exact = locations.find((l) => l.modifier === "=" && l.pattern === uri);
  if (exact) return exact;
  const prefix = locations
    .filter((l) => (l.modifier === "" || l.modifier === "^~") && uri.startsWith(l.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length)[0];
  if (prefix?.modifier === "^~") return prefix;
  const regex = locations.find(
    (l) =>
      (l.modifier === "~" || l.modifier === "~*") &&
      new RegExp(l.pattern, l.modifier === "~*" ? "i" : "").test(uri),
  );
  return regex ?? prefix;
}

/**
 * The headers `add_header` gives a response served in `location` (names lower-case). nginx
 * inherits the server block's `add_header` lines only into a location that has none of its own.
 */
export function addedHeaders(server: Directive[], location: Location): Map<string, string> {
  const own = location.body.filter((d) => d.name === "add_header");
  const lines = own.length > 0 ? own : server.filter((d) => d.name === "add_header");
  return new Map(lines.map(({ args: [name = "", value = ""] }) => [name.toLowerCase(), value]));
}

/** The type nginx gives every file of `location` when it empties `types` (else undefined). */
export function forcedType(location: Location): string | undefined {
  const types = location.body.find((d) => d.name === "types");
  if (!types || (types.block ?? []).length > 0) return undefined;
  return location.body.find((d) => d.name === "default_type")?.args[0];
}
