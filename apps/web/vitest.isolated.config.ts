import { defineProject } from "vitest/config";
import { webTestBase } from "./vitest.base";
import { filesThatMockModules } from "./vitest.mocking-files";

// The console's test files that mock a module, each with its own modules (vitest.mocking-files.ts).
export default defineProject({
  ...webTestBase,
  test: { ...webTestBase.test, name: "web-isolated", include: filesThatMockModules },
});
