import { defineProject } from "vitest/config";

// Pure functions: the files share their modules within a worker (`isolate: false`), the project took
// 7 s instead of 44 (docs/architecture.md "Tools and tests").
export default defineProject({
  test: { name: "domain", include: ["src/**/*.test.ts"], environment: "node", isolate: false },
});
