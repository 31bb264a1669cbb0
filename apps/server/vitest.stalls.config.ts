import { defineProject } from "vitest/config";
import { serverTestBase } from "./vitest.base";

/**
 * The stall tests time requests against a bound meant to catch growth, not the neighbours' load:
 * they run after the other server files, on their own (`npm run test:server`; docs/architecture.md
 * "Tools and tests"). A project of their own, since Vitest applies a project's `exclude` over the
 * command line's: `--exclude` left them in the shuffled run, beside three other files.
 */
export const stallTestFiles = ["src/structure-growth.property.test.ts"];

export default defineProject({
  ...serverTestBase,
  test: { ...serverTestBase.test, name: "server-stalls", include: stallTestFiles },
});
