import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The folder holding package.json, found from this module whether it runs from source or a build. */
function findProjectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error("Cannot locate the project root (package.json)");
    dir = parent;
  }
  return dir;
}

const root = findProjectRoot();

export const paths = {
  root,
  migrations: join(root, "app", "db", "migrations"),
  clientBuild: join(root, "build", "client"),
  serverBuild: join(root, "build", "server", "index.js"),
};
