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
    // Twice the limits that sufficed on a quiet machine: a CI machine ran every step twice as slow
    // (2026-12-01), and a test that passes there must not fail on its clock.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Pages settle in their own time, more slowly when the two cores are busy.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
