import { defineConfig } from "vitest/config";

// The deployment journey (src/deployment/, run by tools/ci/deployment.sh): two instances behind
// nginx on PostgreSQL. Apart from the journeys' run (vitest.config.ts): it needs nginx and a
// PostgreSQL server, and seeds its own database instead of the journeys' embedded one.
export default defineConfig({
  test: {
    name: "deployment",
    include: ["src/deployment/**/*.deployment.test.ts"],
    setupFiles: ["src/support/setup.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 150_000,
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
