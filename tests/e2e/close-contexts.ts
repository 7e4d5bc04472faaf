import { afterEach } from "vitest";
import { closeContexts } from "./harness";

/** Every browser test's pages close when it ends (harness.ts). */
afterEach(closeContexts);
