import { defineConfig } from "vitest/config";

// `npm test`: every unit and integration test of the workspaces. Browser
// journeys live in e2e/ and run with `npm run test:e2e`.
export default defineConfig({
  test: {
    projects: [
      "packages/domain",
      "apps/server",
      "apps/server/vitest.isolated.config.ts",
      "apps/server/vitest.stalls.config.ts",
      "apps/web",
      "apps/web/vitest.isolated.config.ts",
      "tools",
      "contract",
    ],
  },
});
