import { defineProject } from "vitest/config";
import { serverTestBase } from "./vitest.base";
import { filesThatMockModules } from "./vitest.mocking-files";

// The server's test files that mock a module, each with its own modules (vitest.mocking-files.ts).
export default defineProject({
  ...serverTestBase,
  test: { ...serverTestBase.test, name: "server-isolated", include: filesThatMockModules },
});
