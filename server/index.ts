/**
 * The production entry point (`node build/server-app/index.js`, `npm run serve`).
 *
 * React, React DOM's server renderer and React Router pick their development or production
 * build from `process.env.NODE_ENV` when they are first imported. The settings default
 * NODE_ENV to production (`env.server.ts`), but that default never reached process.env: the
 * documented start (`npm start`, no NODE_ENV) rendered every page with React's development
 * build, two to three times the work per page. So the default is set here, before anything
 * imports React, and the server itself is a second file (`main.ts`, built beside this one and
 * kept out of this bundle), because a bundle's package imports all run before its first line.
 */
process.env.NODE_ENV ??= "production";

await import("./main.js");

// A module (for the top-level await), not a script.
export {};
