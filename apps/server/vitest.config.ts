import { defineProject } from "vitest/config";
import { serverTestBase } from "./vitest.base";
import { filesThatMockModules } from "./vitest.mocking-files";
import { stallTestFiles } from "./vitest.stalls.config";

// The server's tests share their modules within a worker (`isolate: false`): each file imported the
// whole app (Fastify, Mercurius, Drizzle, the modules) again, about 1,335 s of the 3,812 s its three
// workers spent on PostgreSQL, and the step took 1,339 s; shared, 59 s of imports and 708 s
// (docs/architecture.md "Tools and tests"). A test owns no module state: each builds its app and
// database (src/test/use-test-app.ts) and restores what it spies on. The files that mock a module run
// apart, isolated (vitest.isolated.config.ts), and the stall tests on their own (vitest.stalls.config.ts).
export default defineProject({
  ...serverTestBase,
  test: {
    ...serverTestBase.test,
    name: "server",
    isolate: false,
    exclude: [...filesThatMockModules, ...stallTestFiles],
  },
});
