import { defineConfig } from "vitest/config";

// Browser journeys against the built console on a fresh database. One worker:
// each file starts its own server and browser, and the machine has two cores.
export default defineConfig({
  test: {
    name: "e2e",
    include: ["src/**/*.e2e.test.ts"],
    setupFiles: ["src/support/setup.ts"],
    globalSetup: ["src/support/seeded-template.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Pages settle in their own time, more slowly when the two cores are busy.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
