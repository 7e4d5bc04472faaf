/**
 * What a value becomes on its way through `res.json()` and back through `response.json()`:
 * dates as ISO strings (Date#toJSON), functions and undefined-valued keys dropped. The browser
 * names an answer as `Jsonify<the server function's return type>`, imported with `import type`
 * (erased at build time, so a `.server.ts` module is fine), and the two cannot drift.
 */
export type Jsonify<T> = T extends Date
  ? string
  : T extends string | number | boolean | null
    ? T
    : T extends undefined | ((...args: never[]) => unknown)
      ? never
      : T extends readonly (infer Item)[]
        ? Jsonify<Item>[]
        : T extends object
          ? {
              [
                Key in keyof T as T[Key] extends (...args: never[]) => unknown ? never : Key
              ]: Jsonify<T[Key]>;
            }
          : never;
