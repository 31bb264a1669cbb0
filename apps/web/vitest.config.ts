import { defineProject } from "vitest/config";
import { webTestBase } from "./vitest.base";
import { filesThatMockModules } from "./vitest.mocking-files";

// The console's tests share their modules within a worker (`isolate: false`): importing React,
// Mantine, the router and the catalogues once per worker rather than once per file took the
// project from about 7 to under 3 minutes on 2 cores (docs/architecture.md "Testing"). What a test
// changes is undone after it (src/testing/setup-tests.ts: the DOM, storage, stubs, notices);
// the files that mock a module run apart, isolated (vitest.isolated.config.ts).
export default defineProject({
  ...webTestBase,
  test: { ...webTestBase.test, name: "web", isolate: false, exclude: filesThatMockModules },
});
